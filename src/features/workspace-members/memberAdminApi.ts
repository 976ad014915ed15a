import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { Invitation, InvitationInput, MembersOverview } from '../../domain/invitationRules';
import type { HttpClient } from '../../services/http';

const member = (userId: string) => `${API_BASE}/workspace/members/${encodeURIComponent(userId)}`;

export type MemberChange = 'deactivate' | 'reactivate' | 'remove';

export const memberAdminApi = {
  overview: (http: HttpClient) => http.get<DataResponse<MembersOverview>>(`${API_BASE}/workspace/members`),
  invitations: (http: HttpClient) => http.get<DataResponse<Invitation[]>>(`${API_BASE}/invitations`),
  invite: (http: HttpClient, input: InvitationInput) => http.post<DataResponse<Invitation[]>>(`${API_BASE}/invitations`, input),
  resend: (http: HttpClient, id: string) => http.post<DataResponse<Invitation[]>>(`${API_BASE}/invitations/${encodeURIComponent(id)}/resend`, {}),
  revoke: (http: HttpClient, id: string) => http.post<DataResponse<Invitation[]>>(`${API_BASE}/invitations/${encodeURIComponent(id)}/revoke`, {}),
  setRole: (http: HttpClient, userId: string, role: string) => http.put<DataResponse<MembersOverview>>(`${member(userId)}/role`, { role }),
  setStatus: (http: HttpClient, userId: string, status: string) => http.put<DataResponse<MembersOverview>>(`${member(userId)}/status`, { status }),
  change: (http: HttpClient, userId: string, change: MemberChange) => http.post<DataResponse<MembersOverview>>(`${member(userId)}/${change}`, {}),
};
