import { API_BASE, type CustomMessage } from '../../domain/api';
import type { AutoMessageSettings, ChannelAutoMessages } from '../../domain/autoMessageRules';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

export interface CannedReplyDraft {
  shortcut: string;
  message: string;
  personal: boolean;
  attachmentIds: string[];
}

const custom = (path: string) => `${API_BASE}/setting/message/custom/${path}`;

export const customMessagesApi = {
  create: (http: HttpClient, workspace: string, draft: CannedReplyDraft) => http.post<DataResponse<CustomMessage[]>>(custom('create'), { workspace, ...draft }),
  update: (http: HttpClient, workspace: string, id: string, draft: CannedReplyDraft) =>
    http.post<DataResponse<CustomMessage[]>>(custom('update'), { workspace, id, shortcut: draft.shortcut, message: draft.message, attachmentIds: draft.attachmentIds }),
  remove: (http: HttpClient, workspace: string, id: string) => http.post<DataResponse<CustomMessage[]>>(custom('delete'), { workspace, id }),
  loadAuto: (http: HttpClient) => http.get<DataResponse<ChannelAutoMessages[]>>(`${API_BASE}/auto-messages`),
  saveAuto: (http: HttpClient, channelId: string, messages: AutoMessageSettings) =>
    http.put<DataResponse<ChannelAutoMessages[]>>(`${API_BASE}/auto-messages/${encodeURIComponent(channelId)}`, messages),
};
