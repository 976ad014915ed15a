import { API_BASE } from '../../domain/api';
import type { DepartmentSettings } from '../../domain/departmentRules';
import type { DataResponse, Department } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

const at = (path: string) => `${API_BASE}/departments${path}`;
const id = encodeURIComponent;

export const departmentsApi = {
  load: (http: HttpClient) => http.get<DataResponse<DepartmentSettings>>(at('/settings')),
  create: (http: HttpClient, name: string) => http.post<DataResponse<Department>>(at(''), { name }),
  rename: (http: HttpClient, departmentId: string, name: string) => http.put<DataResponse<Department>>(at(`/${id(departmentId)}`), { name }),
  remove: (http: HttpClient, departmentId: string, moveTo: string) =>
    http.post<DataResponse<{ movedTickets: number }>>(at(`/${id(departmentId)}/remove`), { moveTo }),
  setMember: (http: HttpClient, departmentId: string, userId: string, member: boolean) =>
    http.post<DataResponse<DepartmentSettings>>(at(`/${id(departmentId)}/members${member ? '' : '/remove'}`), { userId }),
  setDefault: (http: HttpClient, departmentId: string) => http.put<DataResponse<DepartmentSettings>>(at('/default'), { departmentId }),
  setChannelDefault: (http: HttpClient, channelId: string, departmentId: string | null) =>
    http.put<DataResponse<DepartmentSettings>>(at(`/channels/${id(channelId)}`), { departmentId }),
};
