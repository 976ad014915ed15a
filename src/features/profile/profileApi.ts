import { API_BASE, type UserStatus } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { RoutingSettings } from '../../domain/routing';
import type { HttpClient } from '../../services/http';
import type { PasswordBody, ProfileBody } from './profileRules';

export interface StatusChange {
  status: UserStatus;
  reason?: string;
}

export interface ProfileUpdateAnswer {
  result: 'success';
  message?: string;
  data?: { action?: string; target?: string };
}

export const profileApi = {
  update: (http: HttpClient, body: ProfileBody | PasswordBody | Record<string, unknown>) =>
    http.put<ProfileUpdateAnswer>(`${API_BASE}/profile/update`, body),
  /** Going aux takes one of the workspace's reasons when it has any (issue 15). */
  changeStatus: (http: HttpClient, change: StatusChange) => http.put<{ result: 'success' }>(`${API_BASE}/profile/change-status`, change),
  /** The routing settings, read for their aux reasons (every member may read them). */
  routingSettings: (http: HttpClient) => http.get<DataResponse<RoutingSettings>>(`${API_BASE}/routing/settings`),
  upload: (http: HttpClient, form: FormData) => {
    if (!http.postForm) throw new Error('This http client cannot upload files');
    return http.postForm<{ result: 'success'; url: string }>(`${API_BASE}/console/messages/upload`, form);
  },
};
