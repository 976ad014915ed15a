import { API_BASE, type MessageResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const accountRecoveryApi = {
  requestCode: (http: HttpClient, email: string) =>
    http.post<MessageResponse>(`${API_BASE}/account/recovery/request`, { email }),
  reset: (http: HttpClient, body: { email: string; code: string; password: string }) =>
    http.post<MessageResponse>(`${API_BASE}/account/recovery/reset`, body),
};
