import { API_BASE } from '../../domain/api';
import type { DataResponse, Page } from '../../domain/inbox';
import { auditQueryString, type AuditLine, type AuditQuery, type WorkspaceSettings } from '../../domain/workspaceSettingsRules';
import type { HttpClient } from '../../services/http';

export const workspaceSettingsApi = {
  load: (http: HttpClient) => http.get<DataResponse<WorkspaceSettings>>(`${API_BASE}/workspace/settings`),
  save: (http: HttpClient, settings: Partial<WorkspaceSettings>) => http.put<DataResponse<WorkspaceSettings>>(`${API_BASE}/workspace/settings`, settings),
  audit: (http: HttpClient, query: AuditQuery) => http.get<DataResponse<Page<AuditLine>>>(`${API_BASE}/audit-log${auditQueryString(query)}`),
};

/** The CSV download of the lines the filters match (a plain link: the session cookie goes with it). */
export const auditExportUrl = (query: AuditQuery) => `${API_BASE}/audit-log/export${auditQueryString({ ...query, cursor: undefined, limit: undefined })}`;
