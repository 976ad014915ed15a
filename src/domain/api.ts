// The wire contract of spec §7 as the browser sees it. The api answers with these shapes; the
// console and the landing pages read them. Business errors are 200 with result 'error'.

import type { ApiErrorCode } from './errorCodes';
import type { Attachment } from './inbox';

export type ApiResult = 'success' | 'error';

export interface ApiErrorBody {
  result: 'error';
  message: string;
  /** what kind of failure, for code to branch on (src/domain/errorCodes.ts); the message is for people */
  code: ApiErrorCode;
  /** field name → message, for validation errors */
  fields?: Record<string, string>;
}

export type UserStatus = 'available' | 'aux';
export type Role = 'Administrator' | 'Agent';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  token: string;
  jwt: string;
  profile_image_url: string | null;
  status: UserStatus;
  /** Why they are aux (one of the workspace's reasons), null when available or never asked (issue 15). */
  statusReason?: string | null;
}

export interface AuthWorkspace {
  id: string;
  name: string;
  botid: string;
  owner: string;
  role: Role;
  is_member_expired: boolean;
  /** the workspace's IANA time zone ('Europe/Berlin'): its "today" and day boundaries (home counts, reports) */
  timeZone: string;
}

export interface AccessEntry {
  url: string;
}

export interface AuthResponse {
  result: 'success';
  user: AuthUser;
  workspace: AuthWorkspace | null;
  access: AccessEntry[];
  /** true in a read-only session a spectator opened on another user's console */
  spectating?: boolean;
  /** true while the workspace requires two-factor login and the user has not set it up: workspace calls answer 403 */
  twoFactorSetupRequired?: boolean;
}

export interface AttachResponse {
  result: 'success';
  /** a URL (same site) that answers the verify value when the browser holds an SSO session */
  data: string;
}

export interface AttachVerifyResponse {
  result: 'success';
  data: string;
}

export interface LogoutResponse {
  result: 'success';
  /** where the browser goes next: the provider's login page */
  data: { login: string };
}

export interface BillingPackage {
  account_id: string;
  status: string;
  /** YYYY-MM-DD, or null when the package never expires */
  expired_date: string | null;
}

export interface BillingFeature {
  name: string;
}

export interface BillingStatusResponse {
  result: 'success';
  package: BillingPackage | null;
  features: BillingFeature[];
  signature: string;
}

export interface AvailableFeaturesResponse {
  result: 'success';
  available: number;
}

export interface PricingPackage {
  name: string;
  title: string;
  priceMonthly: number;
  currency: string;
  limits: { agents: number; mau: number; conversations: number };
  features: { id: string; name: string }[];
}

export interface PricingAddon {
  name: 'agent' | 'mau' | 'conversation';
  title: string;
  /** How the price counts, as a phrase with its own 'per': 'per agent per month'. */
  unit: string;
  price: number;
  currency: string;
}

export interface PricingResponse {
  result: 'success';
  data: { packages: PricingPackage[]; addons: PricingAddon[] };
}

export interface ContactRequest {
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface ContactResponse {
  result: 'success';
  message: string;
}

/** The caller's own flags in the runtime configuration; the lists behind them never leave the server. */
export interface RuntimeConfigMe {
  developer: boolean;
  spectator: boolean;
  serviceAccount: boolean;
  spectating: boolean;
}

export interface RuntimeConfig {
  billingGuard: boolean;
  helpCenterHost: string;
  /** product code of the web chat channel type CHAT{product}WEBCHAT */
  webchatProduct: string;
  /** public id of the web chat channel the help widget ('Need an Assistant?') opens; null: none */
  webchatSupportChannel: string | null;
  maintenance: boolean;
  /** null without a session */
  me: RuntimeConfigMe | null;
}

export interface RuntimeConfigResponse {
  result: 'success';
  data: RuntimeConfig;
}

export interface WorkspaceCreateResponse {
  result: 'success';
  data: { id: string; name: string; botid: string; timeZone: string };
}

/** Answers that carry only a message for a person (account recovery, …). */
export interface MessageResponse {
  result: 'success';
  message: string;
}

/** settings.ticket (spec §3), with the ticket-management page's rules (src/domain/ticketSettingsRules.ts). */
export interface TicketSettings {
  take: boolean;
  /** A customer's message with no open ticket makes one (otherwise only an agent does). */
  autoCreate: boolean;
  /** What a customer's reply does to their solved ticket: reopen it, or open a new one. */
  solvedReply: 'reopen' | 'new';
  /** Solved tickets are closed this many days after solving (1-365); null: never. */
  closeSolvedAfterDays: number | null;
  /** What a ticket must have before it can be solved. */
  requiredToSolve: { department: boolean; tags: boolean };
}

export interface CustomMessage {
  id: string;
  shortcut: string;
  message: string;
  /** null: shared with the workspace; otherwise the one member who owns (and alone sees) it. */
  ownerId?: string | null;
  /** Files sent with the text when the composer inserts it (uploads of the workspace). */
  attachments?: Attachment[];
}

export type TicketStatusValue = 'unassigned' | 'new' | 'unsolved' | 'hold' | 'solved';
export type TicketPriorityValue = 'low' | 'medium' | 'high' | 'urgent';

export interface Ticket {
  id: string;
  number: number;
  subject: string;
  status: TicketStatusValue;
  statusOmni: string | null;
  priority: TicketPriorityValue;
  channel: string;
  assigneeId: string | null;
  createdAt: string;
  updatedAt: string;
  solvedAt: string | null;
}

export interface TicketResponse {
  result: 'success';
  data: Ticket;
}

/** The payload of the realtime 'ticket event' (spec §3 Ticket event; sendTo rides on the event). */
export interface TicketEventPayload {
  ticketNumber: number;
  ticketStatus: string;
  ticketStatusOmni: string | null;
  messengerType: string;
  contentType: 'ticket';
  action: 'create' | 'change' | 'solved' | 'delete' | 'close';
  agentPast: string | null;
  /** Who made the change (null for the system, e.g. an inbound message), so a console can skip notifying them. */
  actorId?: string | null;
  /** The ticket's id: lists drop a deleted or merged ticket by it. */
  ticketId?: string;
}

export interface TicketHistoryPayload {
  contentType: 'ticket history';
  ticketNumber: number;
  ticketId?: string;
  /** Who made the change and their name (null for the system, e.g. an inbound message). */
  actorId?: string | null;
  actorName?: string | null;
  field: string;
  old: string | null;
  new: string | null;
}

export interface HomeSummaryResponse {
  result: 'success';
  /** today: the counts; day: the workspace's calendar day they are for, in its time zone */
  data: { today: Record<TicketStatusValue, number>; day: string; timeZone: string };
}

/** Where the SSO login page lives, relative to the site root. */
export const SSO_LOGIN_PATH = '/v2/api/sso/login';
export const API_BASE = '/v2/api';
export const SOCKET_PATH = '/v2/api/socket.io';

