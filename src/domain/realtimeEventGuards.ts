// Runtime checks of the entities realtime events carry. They check what consumers rely on (ids, the
// fields lists sort and filter by, the unions they switch on), not every display field: the api is ours,
// these stop a payload of another shape (an older or newer api, a bug) before it reaches a reducer.

import type { BulkJob } from './ticketBulk';
import type { Channel, Contact, ConversationSummary, Department, Member, Message, Note, TicketSummary, TransferTarget } from './inbox';
import { isRecord } from './validation';

export type Guard<T> = (value: unknown) => value is T;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
export const isOptional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);
export const isArrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);
export const isOneOf =
  <T extends string>(...values: readonly T[]): Guard<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isConversationSummary: Guard<ConversationSummary> = (v): v is ConversationSummary =>
  isRecord(v) &&
  isString(v.id) &&
  isString(v.channelId) &&
  isString(v.channelType) &&
  isRecord(v.contact) &&
  isString(v.contact.id) &&
  isString(v.contact.name) &&
  isOneOf('open', 'resolved')(v.status) &&
  isStringOrNull(v.assigneeId) &&
  isString(v.lastMessageAt) &&
  isNumber(v.unread);

export const isMessage: Guard<Message> = (v): v is Message =>
  isRecord(v) &&
  isString(v.id) &&
  isString(v.conversationId) &&
  isOneOf('inbound', 'outbound')(v.direction) &&
  isString(v.text) &&
  Array.isArray(v.attachments) &&
  isString(v.deliveryState) &&
  (v.meta === undefined || v.meta === null || isRecord(v.meta)) &&
  isString(v.createdAt);

export const isTicketSummary: Guard<TicketSummary> = (v): v is TicketSummary =>
  isRecord(v) &&
  isString(v.id) &&
  isNumber(v.number) &&
  isString(v.status) &&
  isString(v.createdAt) &&
  isString(v.updatedAt) &&
  Array.isArray(v.tags) &&
  // issue 15: the SLA, when the api sends it
  (v.sla === undefined || v.sla === null || (isRecord(v.sla) && isString(v.sla.state) && isStringOrNull(v.sla.dueAt)));

export const isContact: Guard<Contact> = (v): v is Contact =>
  isRecord(v) && isString(v.id) && isString(v.name) && isString(v.updatedAt) && Array.isArray(v.tags);

export const isNote: Guard<Note> = (v): v is Note => isRecord(v) && isString(v.id) && isString(v.text) && isString(v.createdAt);

export const isTransferTarget: Guard<TransferTarget> = (v): v is TransferTarget =>
  isRecord(v) && isOneOf('member', 'department')(v.kind) && isString(v.id) && isString(v.name);

export const isBulkJob: Guard<BulkJob> = (v): v is BulkJob =>
  isRecord(v) &&
  isString(v.id) &&
  isOneOf('running', 'finished', 'failed')(v.state) &&
  isNumber(v.total) &&
  isNumber(v.done) &&
  Array.isArray(v.failures);

export const isDepartment: Guard<Department> = (v): v is Department => isRecord(v) && isString(v.id) && isString(v.name);

export const isMember: Guard<Member> = (v): v is Member =>
  isRecord(v) && isString(v.id) && isString(v.name) && isString(v.email) && isOneOf('Administrator', 'Agent')(v.role) && isString(v.status) && isStringOrNull(v.avatarUrl);

export const isChannel: Guard<Channel> = (v): v is Channel =>
  isRecord(v) &&
  isString(v.id) &&
  isString(v.type) &&
  isString(v.name) &&
  isOneOf('connected', 'reconnect needed')(v.status) &&
  isStringOrNull(v.statusReason) &&
  isArrayOf(isString)(v.secretsSet);
