import { API_BASE, type HomeSummaryResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const homeApi = {
  fetchSummary: (http: HttpClient) => http.get<HomeSummaryResponse>(`${API_BASE}/home/summary`),
};
