import { API_BASE, type WorkspaceCreateResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const onboardingApi = {
  createWorkspace: (http: HttpClient, name: string, timeZone: string | undefined) =>
    http.post<WorkspaceCreateResponse>(`${API_BASE}/workspace/create`, timeZone ? { name, timeZone } : { name }),
};
