import { API_BASE } from '../../domain/api';
import type { Brand, BrandLook } from '../../domain/brandRules';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

export interface BrandAnswer {
  brand: Brand;
  look: BrandLook;
}

export const personalizationApi = {
  load: (http: HttpClient) => http.get<DataResponse<BrandAnswer>>(`${API_BASE}/workspace/brand`),
  save: (http: HttpClient, brand: Brand) => http.put<DataResponse<BrandAnswer>>(`${API_BASE}/workspace/brand`, brand),
  /** The console's look (every member): accent and logo. */
  look: (http: HttpClient) => http.get<DataResponse<BrandLook>>(`${API_BASE}/brand`),
};
