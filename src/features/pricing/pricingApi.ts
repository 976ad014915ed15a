import { API_BASE, type PricingResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const pricingApi = {
  fetchPricing: (http: HttpClient) => http.get<PricingResponse>(`${API_BASE}/public/pricing`),
};
