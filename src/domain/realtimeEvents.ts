// The realtime contract: every stored, numbered event the api publishes, by name, with its payload type
// and the runtime check the console applies at the socket boundary (and the api before storing). Adding
// an event: one line in RealtimeEventPayloads, its name in REALTIME_EVENTS and its check in PAYLOAD_CHECKS
// (the compiler asks for the last two). Payloads carry the changed entity, so open lists and conversations
// update in place; events about assigned work carry sendTo (the assignee and the Administrators), so an
// Agent never receives another agent's work.

import type { CustomMessage, TicketEventPayload, TicketHistoryPayload, TicketSettings, UserStatus } from './api';
import type { BrandLook } from './brandRules';
import type { BulkJob } from './ticketBulk';
import { isWorkspaceExport, type WorkspaceExport } from './workspaceExport';
import { isIncomingCall, type CallState, type IncomingCall } from './callMeta';
import type { RoutingDecision } from './routing';
import { SLA_TARGETS, type SlaTarget } from './sla';
import type {
  ChatSettingsPayload,
  Channel,
  ContactUpdatedPayload,
  ConversationTransferredPayload,
  ConversationUpdatedPayload,
  Department,
  Member,
  Message,
  TicketUpdatedPayload,
} from './inbox';
import {
  isArrayOf,
  isBulkJob,
  isChannel,
  isContact,
  isConversationSummary,
  isDepartment,
  isMember,
  isMessage,
  isNote,
  isNumber,
  isOneOf,
  isOptional,
  isString,
  isStringOrNull,
  isTicketSummary,
  isTransferTarget,
  type Guard,
} from './realtimeEventGuards';
import { isRecord } from './validation';

/** A message created or updated, with who holds its conversation (a console's message sound depends on it). */
export interface MessageEventPayload {
  message: Message;
  assigneeId: string | null;
}

export interface RealtimeEventPayloads {
  /** A member switched between available and aux (PUT /profile/change-status); the whole workspace. */
  'agent status': { userId: string; status: UserStatus; reason?: string | null };
  /**
   * spec §7: the workspace's ticket settings changed. The api sends them whole; events stored before the
   * ticket-management page (kept 48 h for replay) carry { take } alone, so the rest is optional here.
   */
  ticket: { settings: Pick<TicketSettings, 'take'> & Partial<TicketSettings> };
  /** spec §7: the custom messages changed; the whole list. */
  'custom message': { customMessages: CustomMessage[] };
  /** spec §7/§8: a ticket was created or changed (desktop notifications). */
  'ticket event': TicketEventPayload;
  /** spec §7: one line of a ticket's history. */
  'ticket history': TicketHistoryPayload & { id?: string; at?: string };
  'ticket updated': TicketUpdatedPayload;
  'conversation updated': ConversationUpdatedPayload;
  /** A new conversation nobody holds yet, for whoever may take it (its desktop notification). */
  'conversation created': ConversationUpdatedPayload;
  'message created': MessageEventPayload;
  'message updated': MessageEventPayload;
  'contact updated': ContactUpdatedPayload;
  /** A conversation handed to a member (sendTo: them) or a department (everyone who may take it). */
  'conversation transferred': ConversationTransferredPayload;
  /** The workspace's chat settings changed (Administrators' switch on the Chat page). */
  'chat settings': ChatSettingsPayload;
  /** A bulk action's progress, to who started it only. */
  'tickets bulk progress': { job: BulkJob };
  /** A channel changed (its status, e.g. reconnect needed), to the workspace's Administrators. */
  'channel updated': { channel: Channel };
  /** A member's access list changed (grant-access): to that member, whose console re-reads its status. */
  'access changed': { userId: string; access: string[] };
  /** A member joined or changed (role, deactivation, departments): Administrators and that member. */
  'member updated': { member: Member };
  /** A member was removed from the workspace: Administrators and that member (signed out of it). */
  'member removed': { userId: string };
  /** The departments changed (created, renamed, removed, members): the whole list, to everyone. */
  'departments changed': { departments: Department[] };
  /** The workspace's name, time zone or language changed (its settings page): to every member. */
  'workspace updated': { workspace: { id: string; name: string; timeZone: string; language: string } };
  /** A contact was erased on request (GDPR): its id, those merged into it and their conversations leave every list (ids only). */
  'contact erased': { contactIds: string[]; conversationIds: string[] };
  /** The workspace's brand changed (personalization page): its look, to every console (accent, logo). */
  'brand changed': { brand: BrandLook };
  /** A workspace data export's progress (queued, running with its percent, done, failed): to the Administrators. */
  'export progress': { export: WorkspaceExport };
  /** A phone call rings (PHONE channel): the caller and their open tickets, to the agents it rings for. */
  'call ringing': { call: IncomingCall };
  /** That call was answered or ended: every console lets its incoming-call panel go. */
  'call ended': { callId: string; state: CallState };
  /** A ticket went at risk or breached one of its SLA targets: to its assignee and the Administrators (desktop notification). */
  'ticket sla': { ticketId: string; ticketNumber: number; subject: string; state: 'at risk' | 'breached'; target: SlaTarget; dueAt: string };
  /** The router chose an agent for a conversation, or queued it, or handed it back: to the Administrators. */
  'routing decision': { decision: RoutingDecision };
}

export type RealtimeEventType = keyof RealtimeEventPayloads;

/** The names, for code that refers to one event: a name that is not in the map does not compile. */
export const REALTIME_EVENTS = {
  agentStatus: 'agent status',
  ticketSettings: 'ticket',
  customMessages: 'custom message',
  ticketEvent: 'ticket event',
  ticketHistory: 'ticket history',
  ticketUpdated: 'ticket updated',
  conversationUpdated: 'conversation updated',
  conversationCreated: 'conversation created',
  messageCreated: 'message created',
  messageUpdated: 'message updated',
  contactUpdated: 'contact updated',
  conversationTransferred: 'conversation transferred',
  chatSettings: 'chat settings',
  ticketsBulkProgress: 'tickets bulk progress',
  channelUpdated: 'channel updated',
  accessChanged: 'access changed',
  memberUpdated: 'member updated',
  memberRemoved: 'member removed',
  departmentsChanged: 'departments changed',
  workspaceUpdated: 'workspace updated',
  contactErased: 'contact erased',
  brandChanged: 'brand changed',
  exportProgress: 'export progress',
  callRinging: 'call ringing',
  callEnded: 'call ended',
  ticketSla: 'ticket sla',
  routingDecision: 'routing decision',
} as const satisfies Record<string, RealtimeEventType>;

/** One stored event as the api emits and replays it: its workspace's sequence number, type and payload. */
export interface RealtimeEventOf<K extends RealtimeEventType> {
  seq: number;
  type: K;
  workspaceId: string;
  payload: RealtimeEventPayloads[K];
  /** Who the event is for; null: everyone in the workspace. */
  sendTo: string[] | null;
  createdAt: string;
}

/** An event as it travels, before readRealtimeEvent checked it (tests read the api's answers as this). */
export interface RealtimeWireEvent {
  seq: number;
  type: string;
  workspaceId: string;
  payload: Record<string, unknown>;
  sendTo: string[] | null;
  createdAt: string;
}

/** Any event of the map, discriminated by `type`: narrowing on the type types the payload. */
export type RealtimeEvent = { [K in RealtimeEventType]: RealtimeEventOf<K> }[RealtimeEventType];

const isMessageEvent: Guard<MessageEventPayload> = (p): p is MessageEventPayload => isRecord(p) && isMessage(p.message) && isStringOrNull(p.assigneeId);
const isConversationEvent: Guard<ConversationUpdatedPayload> = (p): p is ConversationUpdatedPayload =>
  isRecord(p) && isConversationSummary(p.conversation);

const isTicketSettings = (s: unknown): s is RealtimeEventPayloads['ticket']['settings'] =>
  isRecord(s) &&
  typeof s.take === 'boolean' &&
  (s.autoCreate === undefined || typeof s.autoCreate === 'boolean') &&
  (s.solvedReply === undefined || isOneOf('reopen', 'new')(s.solvedReply)) &&
  (s.closeSolvedAfterDays === undefined || s.closeSolvedAfterDays === null || typeof s.closeSolvedAfterDays === 'number') &&
  (s.requiredToSolve === undefined ||
    (isRecord(s.requiredToSolve) && typeof s.requiredToSolve.department === 'boolean' && typeof s.requiredToSolve.tags === 'boolean'));

const PAYLOAD_CHECKS: { [K in RealtimeEventType]: Guard<RealtimeEventPayloads[K]> } = {
  'agent status': (p): p is RealtimeEventPayloads['agent status'] =>
    isRecord(p) && isString(p.userId) && isOneOf('available', 'aux')(p.status) && isOptional(isStringOrNull)(p.reason),
  ticket: (p): p is RealtimeEventPayloads['ticket'] => isRecord(p) && isTicketSettings(p.settings),
  'custom message': (p): p is RealtimeEventPayloads['custom message'] =>
    isRecord(p) && isArrayOf((m): m is CustomMessage => isRecord(m) && isString(m.id) && isString(m.shortcut) && isString(m.message))(p.customMessages),
  'ticket event': (p): p is TicketEventPayload =>
    isRecord(p) &&
    p.contentType === 'ticket' &&
    isNumber(p.ticketNumber) &&
    isString(p.ticketStatus) &&
    isOneOf('create', 'change', 'solved', 'delete', 'close')(p.action) &&
    isStringOrNull(p.agentPast) &&
    isOptional(isString)(p.ticketId) &&
    isOptional(isStringOrNull)(p.actorId),
  'ticket history': (p): p is RealtimeEventPayloads['ticket history'] =>
    isRecord(p) &&
    p.contentType === 'ticket history' &&
    isNumber(p.ticketNumber) &&
    isString(p.field) &&
    isStringOrNull(p.old) &&
    isStringOrNull(p.new) &&
    isOptional(isString)(p.ticketId) &&
    isOptional(isStringOrNull)(p.actorId) &&
    isOptional(isStringOrNull)(p.actorName) &&
    isOptional(isString)(p.id) &&
    isOptional(isString)(p.at),
  'ticket updated': (p): p is TicketUpdatedPayload => isRecord(p) && isTicketSummary(p.ticket),
  'conversation updated': isConversationEvent,
  'conversation created': isConversationEvent,
  'message created': isMessageEvent,
  'message updated': isMessageEvent,
  'contact updated': (p): p is ContactUpdatedPayload => isRecord(p) && isContact(p.contact) && isOptional(isArrayOf(isString))(p.mergedIds),
  'conversation transferred': (p): p is ConversationTransferredPayload =>
    isRecord(p) &&
    isConversationSummary(p.conversation) &&
    isRecord(p.from) &&
    isString(p.from.id) &&
    isTransferTarget(p.to) &&
    isString(p.note) &&
    isNote(p.timelineNote),
  'chat settings': (p): p is ChatSettingsPayload => isRecord(p) && isRecord(p.settings) && typeof p.settings.assignOnReply === 'boolean',
  'tickets bulk progress': (p): p is RealtimeEventPayloads['tickets bulk progress'] => isRecord(p) && isBulkJob(p.job),
  'channel updated': (p): p is RealtimeEventPayloads['channel updated'] => isRecord(p) && isChannel(p.channel),
  'access changed': (p): p is RealtimeEventPayloads['access changed'] => isRecord(p) && isString(p.userId) && isArrayOf(isString)(p.access),
  'member updated': (p): p is RealtimeEventPayloads['member updated'] => isRecord(p) && isMember(p.member),
  'member removed': (p): p is RealtimeEventPayloads['member removed'] => isRecord(p) && isString(p.userId),
  'departments changed': (p): p is RealtimeEventPayloads['departments changed'] => isRecord(p) && isArrayOf(isDepartment)(p.departments),
  'workspace updated': (p): p is RealtimeEventPayloads['workspace updated'] =>
    isRecord(p) && isRecord(p.workspace) && isString(p.workspace.id) && isString(p.workspace.name) && isString(p.workspace.timeZone) && isString(p.workspace.language),
  'contact erased': (p): p is RealtimeEventPayloads['contact erased'] =>
    isRecord(p) && isArrayOf(isString)(p.contactIds) && p.contactIds.length > 0 && isArrayOf(isString)(p.conversationIds),
  'brand changed': (p): p is RealtimeEventPayloads['brand changed'] =>
    isRecord(p) && isRecord(p.brand) && isString(p.brand.name) && isString(p.brand.accent) && isStringOrNull(p.brand.logoUrl),
  'export progress': (p): p is RealtimeEventPayloads['export progress'] => isRecord(p) && isWorkspaceExport(p.export),
  'call ringing': (p): p is RealtimeEventPayloads['call ringing'] => isRecord(p) && isIncomingCall(p.call),
  'call ended': (p): p is RealtimeEventPayloads['call ended'] => isRecord(p) && isString(p.callId) && isOneOf('ringing', 'answered', 'ended', 'missed')(p.state),
  'ticket sla': (p): p is RealtimeEventPayloads['ticket sla'] =>
    isRecord(p) &&
    isString(p.ticketId) &&
    isNumber(p.ticketNumber) &&
    isString(p.subject) &&
    isOneOf('at risk', 'breached')(p.state) &&
    isOneOf(...SLA_TARGETS)(p.target) &&
    isString(p.dueAt),
  'routing decision': (p): p is RealtimeEventPayloads['routing decision'] =>
    isRecord(p) &&
    isRecord(p.decision) &&
    isString(p.decision.id) &&
    isString(p.decision.conversationId) &&
    isString(p.decision.mode) &&
    isOneOf('assigned', 'waiting', 'returned')(p.decision.outcome) &&
    isStringOrNull(p.decision.chosenUserId) &&
    isStringOrNull(p.decision.chosenName) &&
    isString(p.decision.reason) &&
    isString(p.decision.at),
};

export const isRealtimeEventType = (type: unknown): type is RealtimeEventType => typeof type === 'string' && Object.hasOwn(PAYLOAD_CHECKS, type);

/** Whether a payload has the shape its event's consumers rely on. */
export function isPayloadOf<K extends RealtimeEventType>(type: K, payload: unknown): payload is RealtimeEventPayloads[K] {
  return PAYLOAD_CHECKS[type](payload);
}

/** An event's number alone: meant for someone else (the api sends those with an empty payload), or malformed. */
export interface PassedNumber {
  seq: number;
  passed: true;
}

export type ReadEvent =
  | { kind: 'event'; event: RealtimeEvent }
  | { kind: 'passed'; seq: number }
  /** Not an event of the map: `seq` is kept when readable, so the cursor still moves past it. */
  | { kind: 'malformed'; seq: number | null; reason: string };

const isSeq = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * Reads an event from the wire (socket or replay). An event whose recipients are none (sendTo []) is
 * somebody else's: only its number counts, its payload is not ours to read.
 */
export function readRealtimeEvent(raw: unknown): ReadEvent {
  if (!isRecord(raw)) return { kind: 'malformed', seq: null, reason: 'not an object' };
  const seq = isSeq(raw.seq) ? raw.seq : null;
  if (seq === null) return { kind: 'malformed', seq, reason: 'no sequence number' };
  const sendTo = raw.sendTo ?? null;
  if (sendTo !== null && !isArrayOf(isString)(sendTo)) return { kind: 'malformed', seq, reason: 'sendTo is not a list of ids' };
  if (Array.isArray(sendTo) && sendTo.length === 0) return { kind: 'passed', seq };
  if (!isString(raw.workspaceId) || !isString(raw.createdAt)) return { kind: 'malformed', seq, reason: 'no workspace or time' };
  if (!isRealtimeEventType(raw.type)) return { kind: 'malformed', seq, reason: `unknown type ${JSON.stringify(raw.type)}` };
  if (!isPayloadOf(raw.type, raw.payload)) return { kind: 'malformed', seq, reason: `payload of '${raw.type}' has another shape` };
  const event = { seq, type: raw.type, workspaceId: raw.workspaceId, payload: raw.payload, sendTo, createdAt: raw.createdAt };
  return { kind: 'event', event: event as RealtimeEvent };
}

/** The events of one type in a batch, typed. */
export function eventsOfType<K extends RealtimeEventType>(events: readonly RealtimeEvent[], type: K): RealtimeEventOf<K>[] {
  return events.filter((event) => event.type === type) as unknown as RealtimeEventOf<K>[];
}
