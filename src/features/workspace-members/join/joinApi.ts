import { API_BASE } from '../../../domain/api';
import type { DataResponse } from '../../../domain/inbox';
import type { InvitationPreview } from '../../../domain/invitationRules';
import type { HttpClient } from '../../../services/http';

export const joinApi = {
  preview: (http: HttpClient, token: string) => http.post<DataResponse<InvitationPreview>>(`${API_BASE}/invitations/preview`, { token }),
  accept: (http: HttpClient, token: string) => http.post<DataResponse<{ workspaceId: string }>>(`${API_BASE}/invitations/accept`, { token }),
};
