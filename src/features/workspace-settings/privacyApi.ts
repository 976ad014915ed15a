import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { ErasedCounts, PrivacyContact } from '../../domain/privacyRules';
import type { HttpClient } from '../../services/http';

export const privacyApi = {
  search: (http: HttpClient, q: string) =>
    http.get<DataResponse<{ items: PrivacyContact[]; total: number }>>(`${API_BASE}/privacy/contacts?q=${encodeURIComponent(q)}`),
  erase: (http: HttpClient, id: string, confirmation: string) =>
    http.post<DataResponse<ErasedCounts>>(`${API_BASE}/privacy/contacts/${encodeURIComponent(id)}/erase`, { confirmation }),
};

/** The contact's data as a JSON download (a plain link: the session cookie goes with it). */
export const contactExportUrl = (id: string) => `${API_BASE}/privacy/contacts/${encodeURIComponent(id)}/export`;
