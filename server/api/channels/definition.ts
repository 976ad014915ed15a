// The contract every channel type fulfils: one ChannelDefinition per type of the channel table in
// src/domain/channels.ts, registered once in the registry. The generic inbound routes, the one outbox
// worker, the polling jobs and the settings api read only this; nothing else branches on a channel type.
// Register a definition with one line in registry.ts; README 'How to add a channel' walks through it.

import type { ChannelCopyValue, ChannelSettingsSchema } from '../../../src/domain/channelSettingsSchema';
import type { Attachment, DeliveryState } from '../../../src/domain/inbox';
import type { MessageMeta } from '../../../src/domain/messageMeta';
import type { ApiDeps } from '../deps';
import type { ChannelRow } from './connector';

/** An inbound HTTP request as the provider sent it: the raw bytes are what signatures are checked over. */
export interface RawRequest {
  method: 'GET' | 'POST';
  headers: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  body: Buffer;
}

/** A file the provider holds, pulled into our upload store at ingest (before the message is stored). */
export interface RemoteFile {
  /** Fetches the bytes (with the channel's credentials); the size is checked against our upload limit first. */
  fetch(deps: ApiDeps): Promise<{ bytes: Buffer; name: string; mime?: string }>;
  /** The size the provider announced, when it did: over the limit, the file is not fetched. */
  size?: number;
}

/** One customer message in the common shape ingestInbound takes (less the channel and stored files). */
export interface ParsedMessage {
  externalContactId: string;
  contactName?: string;
  email?: string;
  phone?: string;
  /** The provider's id of the message, unique on the channel: a redelivery is stored once. */
  externalMessageId: string;
  text: string;
  files?: RemoteFile[];
  at?: Date;
  /** What the channel carries beyond text (a mail's subject, HTML and thread headers). */
  meta?: MessageMeta;
  /**
   * Which conversation the message belongs to, when the channel threads by itself (e-mail's
   * In-Reply-To and References): a conversation id continues it, null opens a new one. Without it the
   * contact's open conversation on the channel continues (or one opens).
   */
  thread?(deps: ApiDeps, channel: ChannelRow): Promise<{ conversationId: string | null }>;
}

/** What one webhook call carried: messages, and receipts for our replies. */
export type InboundItem =
  | { kind: 'message'; message: ParsedMessage }
  | { kind: 'receipt'; externalMessageId: string; state: Extract<DeliveryState, 'delivered' | 'read' | 'failed'>; reason?: string; at?: Date }
  /** A channel's own event that is neither (a phone call ringing, answered, ended): stored by the channel itself. */
  | { kind: 'apply'; key: string; run(deps: ApiDeps, channel: ChannelRow): Promise<void> };

export interface InboundSide {
  /** The largest body the route takes for this channel type (default 1 MB): a piped mail carries its files. */
  maxBodyBytes?(deps: ApiDeps): number;
  /** The provider's verification handshake (GET): the answer to send, or undefined when it does not match. */
  handshake?(channel: ChannelRow, req: RawRequest): { status: number; body: string } | undefined;
  /**
   * The signature (or secret header) over the raw body, compared in constant time. deps, which the
   * inbound route always passes, unseals a provider's secret (Meta's app secret).
   */
  verify(channel: ChannelRow, req: RawRequest, deps?: ApiDeps): boolean;
  /** Parses a verified body; throws a 400 AppError for a body that is not the provider's format. */
  parse(channel: ChannelRow, req: RawRequest): InboundItem[];
}

/** An outbound reply as the outbox hands it to the connector. */
export interface SendRequest {
  channel: ChannelRow;
  conversationId: string;
  /** The customer's id on the channel. */
  recipientExternalId: string;
  messageId: string;
  text: string;
  attachments: Attachment[];
  /** The reply's meta (a template to send instead of free text). */
  meta: MessageMeta | null;
  /** When the agent wrote it. */
  createdAt: Date;
  /** The outbox row's id: the same on every try of this reply, so a receiver can drop a repeat. */
  deliveryId: string;
  /** Tries so far, this one excluded. */
  attempts: number;
  /** The HTTP client to call the provider with (the demo's seed substitutes one); fetch when absent. */
  fetch?: typeof fetch;
}

/** Every outcome of one try, classified by the connector. */
export type SendResult =
  | { ok: true; /** the provider's ids of what it accepted (several when a long text was split) */ externalIds: string[] }
  | { ok: false; kind: 'retry'; reason: string; /** the provider's hint (Retry-After, retry_after) */ afterMs?: number }
  | { ok: false; kind: 'give up'; reason: string }
  | { ok: false; kind: 'reconnect'; reason: string };

export interface OutboundSide {
  /** One try; never throws for a provider's failure: every failure is classified in the result. */
  send(deps: ApiDeps, req: SendRequest): Promise<SendResult>;
  /**
   * Delivered within the agent's request instead of by the worker: for a channel that reaches nobody
   * over the network (the web chat pushes to its open windows), so the reply answers 'sent' at once.
   */
  atOnce?: boolean;
}

export interface ChannelCapabilities {
  /** false: the channel's conversations take no reply by message (a phone call's log takes notes only). */
  replies?: false;
  /** Most characters in one reply (spec §5 and the channel table). */
  maxCharacters?: number;
  files: { enabled: boolean; count: number; types?: readonly string[]; maxBytes?: number };
  /** Hours after the customer's last message during which free replies are allowed, if the provider has a window. */
  replyWindowHours?: number;
  /** Hours after the customer's last message during which a tagged reply is still allowed (Messenger's HUMAN_AGENT: 7 days). */
  tagWindowHours?: number;
  receipts: { delivered: boolean; read: boolean };
}

/** A provider that is polled (IMAP, review APIs): one api instance holds each channel's lease. */
export interface PollingSide {
  intervalMs: number;
  poll(deps: ApiDeps, channel: ChannelRow, signal: AbortSignal): Promise<InboundItem[]>;
}

/** What a listener is handed: where it stands, and how it stores what came in. */
export interface ListenContext {
  /** Aborted when the listener must stop (the channel turned off or changed, the lease lost, shutdown). */
  signal: AbortSignal;
  /** Stores items through the same path as webhooks (files pulled, duplicates dropped). */
  deliver(items: readonly InboundItem[]): Promise<void>;
  /** The cursor saved last (IMAP: UIDVALIDITY and the last UID stored), {} at first. */
  cursor: Readonly<Record<string, unknown>>;
  /** Saves the cursor; throws when this instance no longer holds the channel. */
  saveCursor(cursor: Record<string, unknown>): Promise<void>;
}

/**
 * A provider that pushes over a connection we keep open (IMAP IDLE): one api instance holds each
 * channel's lease and keeps its listener running (listening/runner.ts), restarting it when it fails.
 */
export interface ListeningSide {
  /** Listens until ctx.signal aborts; a throw (the connection lost, a login refused) is recorded and retried with backoff. */
  listen(deps: ApiDeps, channel: ChannelRow, ctx: ListenContext): Promise<void>;
}

/** What a type's own settings check answers: what to store, or errors keyed by settings field. */
export type ExtraSettingsCheck = { ok: true; settings: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

export interface ChannelDefinition {
  /** The type code of the channel table (the web chat's code depends on the deployment's product). */
  matches(type: string): boolean;
  settings: ChannelSettingsSchema;
  /**
   * A type's own settings beyond the schema (the web chat's look): given the current extras with the
   * input laid over them, answers the extras to store (defaults filled) or errors keyed by field.
   */
  extraSettings?(merged: Record<string, unknown>, current: Record<string, unknown>): ExtraSettingsCheck;
  /**
   * Called when a channel is created and whenever its settings change, with the row as it will be
   * stored (read secrets with channelSetting() of settingsStore.ts): register our webhook URL at the
   * provider (Telegram's setWebhook). Throw a 400 AppError saying what is wrong: nothing is stored then.
   */
  connect?(deps: ApiDeps, channel: ChannelRow): Promise<void>;
  /**
   * The settings page's 'Test the connection': one harmless call with the stored credentials (a login, a
   * who-am-I). Never throws: answers what the provider said, in words for an Administrator.
   */
  testConnection?(deps: ApiDeps, channel: ChannelRow): Promise<{ ok: true; detail: string } | { ok: false; reason: string }>;
  /**
   * What the settings page shows an Administrator to paste into the provider's console or their own
   * system (the webhook URL, a verify token), so no connector needs console code; shown to
   * Administrators only. A value made from the channel's own secret changes with 'Rotate secret'.
   * channelWebhookUrl() (modules/channels/copyValues.ts) gives the generic inbound route's URL.
   */
  valuesToCopy?(deps: ApiDeps, channel: ChannelRow): ChannelCopyValue[];
  capabilities: ChannelCapabilities;
  /** Absent for types without a connector yet: such a channel cannot be created. */
  inbound?: InboundSide;
  outbound?: OutboundSide;
  polling?: PollingSide;
  listening?: ListeningSide;
}
