import { API_BASE } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const configApi = {
  fetch: (http: HttpClient) => http.get<unknown>(`${API_BASE}/config`),
};
