import type { AlertsState, MessageSound, UnreadCounts } from '../../domain/alerts';
import { API_BASE } from '../../domain/api';
import type { HttpClient } from '../../services/http';

export type ReadTarget = { conversationId: string } | { ticketId: string };

export const alertsApi = {
  load: (http: HttpClient) => http.get<{ result: 'success'; data: AlertsState }>(`${API_BASE}/alerts`),
  read: (http: HttpClient, target: ReadTarget) => http.post<{ result: 'success'; data: { unread: UnreadCounts } }>(`${API_BASE}/alerts/read`, target),
  saveSound: (http: HttpClient, sound: MessageSound) => http.put<{ result: 'success'; data: { sound: MessageSound } }>(`${API_BASE}/alerts/sound`, { sound }),
};
