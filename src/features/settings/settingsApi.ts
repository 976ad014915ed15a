import { API_BASE } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export interface SettingsAnswer {
  result: 'success';
  data: unknown;
}

export const settingsApi = {
  fetchTicketSettings: (http: HttpClient, workspace: string) => http.post<SettingsAnswer>(`${API_BASE}/setting/ticket/get`, { workspace }),
  fetchCustomMessages: (http: HttpClient, workspace: string) =>
    http.post<SettingsAnswer>(`${API_BASE}/setting/message/custom/get`, { workspace }),
};
