import { API_BASE, type WorkspaceCreateResponse } from '../../domain/api';
import type { OnboardingProgress } from '../../domain/onboardingProgress';
import type { HttpClient } from '../../services/http';

export const onboardingApi = {
  createWorkspace: (http: HttpClient, name: string, timeZone: string) => http.post<WorkspaceCreateResponse>(`${API_BASE}/workspace/create`, { name, timeZone }),
  progress: (http: HttpClient) => http.get<{ result: 'success'; data: OnboardingProgress }>(`${API_BASE}/onboarding/progress`),
};
