import { API_BASE } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export interface ProductTourResponse {
  result: 'success';
  /** the seen route urls */
  data: string[];
}

export const guideApi = {
  fetchSeen: (http: HttpClient) => http.post<ProductTourResponse>(`${API_BASE}/workspace/product-tour`, { action: 'get' }),
  recordSeen: (http: HttpClient, url: string) =>
    http.post<ProductTourResponse>(`${API_BASE}/workspace/product-tour`, { action: 'set', url }),
};
