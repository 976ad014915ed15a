import type { AccessOverview, MemberAccess } from '../../domain/accessPresets';
import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

export const grantAccessApi = {
  load: (http: HttpClient) => http.get<DataResponse<AccessOverview>>(`${API_BASE}/workspace/access`),
  save: (http: HttpClient, userId: string, access: string[]) =>
    http.put<DataResponse<MemberAccess>>(`${API_BASE}/workspace/access/${encodeURIComponent(userId)}`, { access }),
};
