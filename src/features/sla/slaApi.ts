import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { SlaPolicy, SlaSettings } from '../../domain/sla';
import type { HttpClient } from '../../services/http';
import type { PolicyInput } from './slaRules';

const at = (path: string) => `${API_BASE}/sla${path}`;
const policy = (id: string) => at(`/policies/${encodeURIComponent(id)}`);

export const slaApi = {
  policies: (http: HttpClient) => http.get<DataResponse<SlaPolicy[]>>(at('/policies')),
  settings: (http: HttpClient) => http.get<DataResponse<SlaSettings>>(at('/settings')),
  create: (http: HttpClient, input: PolicyInput) => http.post<DataResponse<SlaPolicy>>(at('/policies'), input),
  update: (http: HttpClient, id: string, input: PolicyInput) => http.put<DataResponse<SlaPolicy>>(policy(id), input),
  remove: (http: HttpClient, id: string) => {
    if (!http.delete) throw new Error('This http client cannot delete');
    return http.delete<DataResponse<unknown>>(policy(id));
  },
  saveSettings: (http: HttpClient, settings: SlaSettings) => http.put<DataResponse<SlaSettings>>(at('/settings'), settings),
};
