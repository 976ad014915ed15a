import { API_BASE } from '../../domain/api';
import type { ChannelCopyValue, ChannelSettingsSchema } from '../../domain/channelSettingsSchema';
import type { Channel, DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

/** The part of a type's capabilities the page tells the Administrator (the api's ChannelCapabilities). */
export interface ChannelTypeCapabilities {
  replies?: false;
  maxCharacters?: number;
  files: { enabled: boolean; count: number };
  receipts: { delivered: boolean; read: boolean };
}

/** A channel type as GET /channel-types answers it: what the generic settings page renders. */
export interface ChannelTypeInfo {
  type: string;
  label: string;
  icon: string;
  /** false: the type has no connector yet, and the page shows only settings.howToConnect */
  connectable: boolean;
  /** The type answers 'Test the connection'. */
  testable: boolean;
  settings: ChannelSettingsSchema;
  capabilities: ChannelTypeCapabilities;
}

/** A channel as the api answers it; `secret` (its own) and the values to copy only for Administrators. */
export type SettingsChannel = Channel & { secret?: string; copyValues?: ChannelCopyValue[] };

/** What 'Test the connection' answered: the provider's words. */
export type ConnectionTest = { ok: true; detail: string } | { ok: false; reason: string };

export interface ChannelChange {
  name?: string;
  enabled?: boolean;
  settings?: Record<string, unknown>;
}

export const channelSettingsApi = {
  types: (http: HttpClient) => http.get<DataResponse<ChannelTypeInfo[]>>(`${API_BASE}/channel-types`),
  list: (http: HttpClient, type: string) => http.get<DataResponse<SettingsChannel[]>>(`${API_BASE}/channels?type=${encodeURIComponent(type)}`),
  create: (http: HttpClient, body: { type: string; name: string; settings: Record<string, unknown> }) =>
    http.post<DataResponse<SettingsChannel>>(`${API_BASE}/channels`, body),
  update: (http: HttpClient, id: string, change: ChannelChange) => http.put<DataResponse<SettingsChannel>>(`${API_BASE}/channels/${encodeURIComponent(id)}`, change),
  rotateSecret: (http: HttpClient, id: string) => http.post<DataResponse<SettingsChannel>>(`${API_BASE}/channels/${encodeURIComponent(id)}/secret`, {}),
  testConnection: (http: HttpClient, id: string) => http.post<DataResponse<ConnectionTest>>(`${API_BASE}/channels/${encodeURIComponent(id)}/test`, {}),
};
