import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

export const deleteWorkspaceApi = {
  remove: (http: HttpClient, name: string) => http.post<DataResponse<{ sessionsMoved: number }>>(`${API_BASE}/workspace/delete`, { name }),
};
