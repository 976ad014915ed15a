import { API_BASE, type UserStatus } from '../../domain/api';
import type { HttpClient } from '../../services/http';
import type { PasswordBody, ProfileBody } from './profileRules';

export interface ProfileUpdateAnswer {
  result: 'success';
  message?: string;
  data?: { action?: string; target?: string };
}

export const profileApi = {
  update: (http: HttpClient, body: ProfileBody | PasswordBody | Record<string, unknown>) =>
    http.put<ProfileUpdateAnswer>(`${API_BASE}/profile/update`, body),
  changeStatus: (http: HttpClient, status: UserStatus) => http.put<{ result: 'success' }>(`${API_BASE}/profile/change-status`, { status }),
  upload: (http: HttpClient, form: FormData) => {
    if (!http.postForm) throw new Error('This http client cannot upload files');
    return http.postForm<{ result: 'success'; url: string }>(`${API_BASE}/console/messages/upload`, form);
  },
};
