import { API_BASE } from '../../domain/api';
import type { Contact, ContactDetail, DataResponse, ListResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import type { ContactBody } from './contactFormRules';

const contact = (id: string) => `${API_BASE}/contacts/${encodeURIComponent(id)}`;

export const contactsApi = {
  /** `search` is the list query in its URL form (listSearch in contactsRules.ts), cursor included. */
  list: (http: HttpClient, search: string) => http.get<ListResponse<Contact>>(`${API_BASE}/contacts${search ? `?${search}` : ''}`),
  get: (http: HttpClient, id: string) => http.get<DataResponse<ContactDetail>>(contact(id)),
  update: (http: HttpClient, id: string, body: ContactBody) => http.put<DataResponse<Contact>>(contact(id), body),
  /** Merges `id` into `intoId`; answers the kept contact's detail. */
  merge: (http: HttpClient, id: string, intoId: string) => http.post<DataResponse<ContactDetail>>(`${contact(id)}/merge`, { intoId }),
};
