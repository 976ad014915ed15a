import { API_BASE, type AttachResponse, type AttachVerifyResponse, type AuthResponse, type LogoutResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const authApi = {
  fetchStatus: (http: HttpClient) => http.get<AuthResponse>(`${API_BASE}/auth`),
  fetchAttachUrl: (http: HttpClient) => http.get<AttachResponse>(`${API_BASE}/auth/attach`),
  /** The attach URL is served by the SSO provider on this site; it answers the verify value. */
  fetchVerifyValue: (http: HttpClient, url: string) => http.get<AttachVerifyResponse>(url),
  postVerify: (http: HttpClient, verify: string) => http.post<{ result: 'success' }>(`${API_BASE}/auth/verify`, { verify }),
  logout: (http: HttpClient) => http.post<LogoutResponse>(`${API_BASE}/auth/logout`),
};
