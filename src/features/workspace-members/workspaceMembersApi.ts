import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { WorkspaceTwoFactor } from '../../domain/twoFactor';
import type { HttpClient } from '../../services/http';

export const workspaceMembersApi = {
  load: (http: HttpClient) => http.get<DataResponse<WorkspaceTwoFactor>>(`${API_BASE}/workspace/two-factor`),
  setRequired: (http: HttpClient, required: boolean) => http.put<DataResponse<WorkspaceTwoFactor>>(`${API_BASE}/workspace/two-factor`, { required }),
  resetTwoFactor: (http: HttpClient, userId: string) =>
    http.post<DataResponse<WorkspaceTwoFactor>>(`${API_BASE}/workspace/members/${encodeURIComponent(userId)}/two-factor/reset`, {}),
};
