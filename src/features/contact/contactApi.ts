import { API_BASE, type ContactRequest, type ContactResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const contactApi = {
  send: (http: HttpClient, request: ContactRequest) => http.post<ContactResponse>(`${API_BASE}/public/contact`, request),
};
