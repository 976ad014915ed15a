import { API_BASE } from '../../domain/api';
import type { ConversationDetail, ConversationSummary, DataResponse, ListResponse, Message, Note, TicketSummary } from '../../domain/inbox';
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
  send: (http: HttpClient, id: string, body: { text: string; attachmentIds?: string[] }) =>
    http.post<DataResponse<Message>>(`${one(id)}/messages`, body),
  note: (http: HttpClient, id: string, text: string) => http.post<DataResponse<Note>>(`${one(id)}/notes`, { text }),
  assign: (http: HttpClient, id: string, assigneeId: string | null) =>
    http.post<DataResponse<ConversationSummary>>(`${one(id)}/assign`, { assigneeId }),
  makeTicket: (http: HttpClient, id: string) => http.post<DataResponse<TicketSummary>>(`${one(id)}/ticket`),
  resolve: (http: HttpClient, id: string) => http.post<DataResponse<ConversationSummary>>(`${one(id)}/resolve`),
  reopen: (http: HttpClient, id: string) => http.post<DataResponse<ConversationSummary>>(`${one(id)}/reopen`),
  upload: (http: HttpClient, form: FormData) => {
    if (!http.postForm) throw new Error('This http client cannot upload files');
    return http.postForm<UploadAnswer>(`${API_BASE}/console/messages/upload`, form);
  },
};
