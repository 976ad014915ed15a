import { API_BASE } from '../../domain/api';
import type { TemplateMeta } from '../../domain/templateMeta';
import type {
  ChatSettings,
  ConversationDetail,
  ConversationSummary,
  DataResponse,
  ListResponse,
  Message,
  Note,
  TicketSummary,
  TransferResult,
  TransferTargets,
} from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

export interface UploadAnswer {
  result: 'success';
  url: string;
  data: { id: string; url: string; name: string; size: number; type: string };
}

const base = `${API_BASE}/conversations`;
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const conversationsApi = {
  list: (http: HttpClient, query: string) => http.get<ListResponse<ConversationSummary>>(`${base}?${query}`),
  detail: (http: HttpClient, id: string, before: string | null) =>
    http.get<DataResponse<ConversationDetail>>(before ? `${one(id)}?before=${encodeURIComponent(before)}` : one(id)),
  send: (http: HttpClient, id: string, body: { text: string; attachmentIds?: string[]; meta?: { template: TemplateMeta } }) =>
    http.post<DataResponse<Message>>(`${one(id)}/messages`, body),
  note: (http: HttpClient, id: string, text: string) => http.post<DataResponse<Note>>(`${one(id)}/notes`, { text }),
  assign: (http: HttpClient, id: string, assigneeId: string | null) =>
    http.post<DataResponse<ConversationSummary>>(`${one(id)}/assign`, { assigneeId }),
  makeTicket: (http: HttpClient, id: string) => http.post<DataResponse<TicketSummary>>(`${one(id)}/ticket`),
  resolve: (http: HttpClient, id: string) => http.post<DataResponse<ConversationSummary>>(`${one(id)}/resolve`),
  reopen: (http: HttpClient, id: string) => http.post<DataResponse<ConversationSummary>>(`${one(id)}/reopen`),
  retry: (http: HttpClient, id: string, messageId: string) => http.post<DataResponse<Message>>(`${one(id)}/messages/${encodeURIComponent(messageId)}/retry`),
  transfer: (http: HttpClient, id: string, body: { memberId?: string; departmentId?: string; note: string }) =>
    http.post<DataResponse<TransferResult>>(`${one(id)}/transfer`, body),
  transferTargets: (http: HttpClient) => http.get<DataResponse<TransferTargets>>(`${API_BASE}/chat/transfer-targets`),
  chatSettings: (http: HttpClient) => http.get<DataResponse<ChatSettings>>(`${API_BASE}/settings/chat`),
  saveChatSettings: (http: HttpClient, settings: ChatSettings) => http.put<DataResponse<ChatSettings>>(`${API_BASE}/settings/chat`, settings),
  upload: (http: HttpClient, form: FormData) => {
    if (!http.postForm) throw new Error('This http client cannot upload files');
    return http.postForm<UploadAnswer>(`${API_BASE}/console/messages/upload`, form);
  },
};
