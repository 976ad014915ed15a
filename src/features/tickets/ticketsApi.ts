import { API_BASE, type TicketPriorityValue, type TicketStatusValue } from '../../domain/api';
import type { ContactDetail, DataResponse, ListResponse, Note, TicketDetail, TicketSummary } from '../../domain/inbox';
import type { BulkJob, BulkRequest } from '../../domain/ticketBulk';
import type { HttpClient } from '../../services/http';

const ticket = (id: string) => `${API_BASE}/tickets/${encodeURIComponent(id)}`;

export const ticketsApi = {
  /** `search` is the list query in its URL form (see ticketQuery.ts), cursor included. */
  list: (http: HttpClient, search: string) => http.get<ListResponse<TicketSummary>>(`${API_BASE}/tickets${search ? `?${search}` : ''}`),
  get: (http: HttpClient, id: string) => http.get<DataResponse<TicketDetail>>(ticket(id)),
  setStatus: (http: HttpClient, id: string, status: TicketStatusValue) =>
    http.post<DataResponse<TicketSummary>>(`${ticket(id)}/status`, { status }),
  setPriority: (http: HttpClient, id: string, priority: TicketPriorityValue) =>
    http.post<DataResponse<TicketSummary>>(`${ticket(id)}/priority`, { priority }),
  assign: (http: HttpClient, id: string, assigneeId: string | null) =>
    http.post<DataResponse<TicketSummary>>(`${ticket(id)}/assign`, { assigneeId }),
  take: (http: HttpClient, id: string) => http.post<DataResponse<TicketSummary>>(`${ticket(id)}/take`),
  setDepartment: (http: HttpClient, id: string, departmentId: string | null) =>
    http.post<DataResponse<TicketSummary>>(`${ticket(id)}/department`, { departmentId }),
  setTags: (http: HttpClient, id: string, tags: string[]) => http.post<DataResponse<TicketSummary>>(`${ticket(id)}/tags`, { tags }),
  addNote: (http: HttpClient, id: string, text: string) => http.post<DataResponse<Note>>(`${ticket(id)}/notes`, { text }),
  merge: (http: HttpClient, id: string, intoId: string) => http.post<DataResponse<TicketSummary>>(`${ticket(id)}/merge`, { intoId }),
  /** One request for many tickets (its progress, for a large selection, comes as realtime events). */
  bulk: (http: HttpClient, request: BulkRequest) => http.post<DataResponse<BulkJob>>(`${API_BASE}/tickets/bulk`, request),
  /** The contact's tickets, for the merge picker. */
  contact: (http: HttpClient, contactId: string) =>
    http.get<DataResponse<ContactDetail>>(`${API_BASE}/contacts/${encodeURIComponent(contactId)}`),
};
