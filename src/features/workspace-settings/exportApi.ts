import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { WorkspaceExport } from '../../domain/workspaceExport';
import type { HttpClient } from '../../services/http';

export interface ExportLink {
  /** The archive's signed address, valid for 15 minutes. */
  url: string;
  expiresAt: string;
}

export const exportApi = {
  list: (http: HttpClient) => http.get<DataResponse<WorkspaceExport[]>>(`${API_BASE}/workspace/exports`),
  start: (http: HttpClient) => http.post<DataResponse<WorkspaceExport>>(`${API_BASE}/workspace/exports`),
  link: (http: HttpClient, id: string) => http.post<DataResponse<ExportLink>>(`${API_BASE}/workspace/exports/${encodeURIComponent(id)}/link`),
};
