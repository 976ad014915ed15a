import { API_BASE } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export const spectatorApi = {
  /** spec §7: the lookup goes with the user's bearer token, not the cookie */
  lookUp: (http: HttpClient, id: string) =>
    http.get<{ result: 'success'; data: unknown }>(`${API_BASE}/workspace/get-user?id=${encodeURIComponent(id)}`),
  view: (http: HttpClient, userId: string) => http.post<{ result: 'success' }>(`${API_BASE}/spectator/view`, { userId }),
};
