import { API_BASE } from '../../../domain/api';
import type { Channel, DataResponse } from '../../../domain/inbox';
import type { HttpClient } from '../../../services/http';

export interface ChannelBody {
  name: string;
  settings: object;
}

/** The channels api (GET/POST/PUT /channels), for the web chat channel of this workspace. */
export const channelWebchatApi = {
  list: (http: HttpClient, type: string) => http.get<DataResponse<Channel[]>>(`${API_BASE}/channels?type=${encodeURIComponent(type)}`),
  create: (http: HttpClient, type: string, body: ChannelBody) => http.post<DataResponse<Channel>>(`${API_BASE}/channels`, { type, ...body }),
  update: (http: HttpClient, id: string, body: ChannelBody) => http.put<DataResponse<Channel>>(`${API_BASE}/channels/${encodeURIComponent(id)}`, body),
};
