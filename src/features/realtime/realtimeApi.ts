import type { HttpClient } from '../../services/http';
import { replayUrl, type ReplayPage } from './realtimeRules';

export const realtimeApi = {
  fetchMissed: (http: HttpClient, cursor: number | null) => http.get<{ result: 'success'; data: ReplayPage }>(replayUrl(cursor)),
};
