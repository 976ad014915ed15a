import { API_BASE } from '../../domain/api';
import type { Channel, DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

/** A webhook channel as the api answers it; `secret` only for Administrators. */
export type WebhookChannel = Channel & { secret?: string };

export interface WebhookChange {
  name?: string;
  enabled?: boolean;
  settings?: { url: string };
}

export const channelWebhookApi = {
  list: (http: HttpClient) => http.get<DataResponse<WebhookChannel[]>>(`${API_BASE}/channels?type=WEBHOOK`),
  create: (http: HttpClient, body: { name: string; url: string }) =>
    http.post<DataResponse<WebhookChannel>>(`${API_BASE}/channels`, { type: 'WEBHOOK', name: body.name, settings: { url: body.url } }),
  update: (http: HttpClient, id: string, change: WebhookChange) => http.put<DataResponse<WebhookChannel>>(`${API_BASE}/channels/${encodeURIComponent(id)}`, change),
  rotateSecret: (http: HttpClient, id: string) => http.post<DataResponse<WebhookChannel>>(`${API_BASE}/channels/${encodeURIComponent(id)}/secret`, {}),
};
