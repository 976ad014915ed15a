import { API_BASE } from '../../domain/api';
import type { DataResponse, Department, Member } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

export const directoryApi = {
  fetchMembers: (http: HttpClient) => http.get<DataResponse<Member[]>>(`${API_BASE}/members`),
  fetchDepartments: (http: HttpClient) => http.get<DataResponse<Department[]>>(`${API_BASE}/departments`),
};
