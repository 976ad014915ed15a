import { API_BASE, type TicketSettings } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

export const ticketManagementApi = {
  save: (http: HttpClient, workspace: string, settings: TicketSettings) =>
    http.post<DataResponse<TicketSettings>>(`${API_BASE}/setting/ticket/update`, { workspace, ...settings }),
};
