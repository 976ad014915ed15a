// The web chat's contract: the channel's personalization, the visitor api (/v2/api/webchat/:publicId/...)
// and the visitor socket namespace. Pure TypeScript, shared by the api, the chat window, the loader and
// the console's settings page.

import type { BusinessHoursStatus } from './businessHours';
import type { Attachment, DeliveryState, MessageDirection } from './inbox';
import { email, maxLength, recordOrEmpty, required, type Validator } from './validation';
import { DEFAULT_PRECHAT, prechatSettingsErrors, readPrechat, type PrechatSettings } from './webchatPrechat';

export type WebchatPosition = 'right' | 'left';
export const WEBCHAT_POSITIONS: readonly WebchatPosition[] = ['right', 'left'];

/** What a workspace personalizes, kept in the channel's settings. */
export interface WebchatSettings {
  caption: string;
  /** #rrggbb, the launcher's and the header's background */
  color: string;
  greeting: string;
  position: WebchatPosition;
  offlineMessage: string;
  /** Which fields the pre-chat form asks before the first message (all 'off': no form). */
  prechat: PrechatSettings;
  /** Whether agents see what a visitor is typing before it is sent; off, they see only that they type. */
  showVisitorTyping: boolean;
}

export const DEFAULT_WEBCHAT_SETTINGS: WebchatSettings = {
  caption: 'Chat Us',
  color: '#2563eb',
  greeting: 'Hi! How can we help you today?',
  position: 'right',
  offlineMessage: "We're away right now. Leave us a message and we'll answer by e-mail.",
  prechat: DEFAULT_PRECHAT,
  showVisitorTyping: false,
};

export const WEBCHAT_LIMITS = {
  caption: 40,
  greeting: 500,
  offlineMessage: 500,
  /** characters of one visitor message */
  text: 5000,
  name: 100,
  email: 254,
  /** files on one visitor message */
  attachments: 5,
} as const;

const COLOR = /^#[0-9a-f]{6}$/i;

function text(value: unknown, max: number, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim();
  return trimmed === '' ? fallback : trimmed.slice(0, max);
}

/**
 * The settings as stored, read defensively: a missing or unusable field takes its default, so whatever
 * an older version or a hand edit left in the database, the widget gets something it can show.
 */
export function readWebchatSettings(raw: unknown): WebchatSettings {
  const s = recordOrEmpty(raw);
  const d = DEFAULT_WEBCHAT_SETTINGS;
  return {
    caption: text(s.caption, WEBCHAT_LIMITS.caption, d.caption),
    color: typeof s.color === 'string' && COLOR.test(s.color) ? s.color.toLowerCase() : d.color,
    greeting: text(s.greeting, WEBCHAT_LIMITS.greeting, d.greeting),
    position: s.position === 'left' ? 'left' : 'right',
    offlineMessage: text(s.offlineMessage, WEBCHAT_LIMITS.offlineMessage, d.offlineMessage),
    prechat: readPrechat(s.prechat),
    showVisitorTyping: s.showVisitorTyping === true,
  };
}

/** Field errors of a settings form (empty when it can be saved); nested fields as 'prechat.email'. */
export function webchatSettingsErrors(s: Partial<Record<keyof WebchatSettings, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (key: 'caption' | 'greeting' | 'offlineMessage') => {
    const value = s[key];
    if (typeof value !== 'string' || value.trim() === '') errors[key] = 'Required';
    else if (value.trim().length > WEBCHAT_LIMITS[key]) errors[key] = `Max ${WEBCHAT_LIMITS[key]} characters`;
  };
  required('caption');
  required('greeting');
  required('offlineMessage');
  if (typeof s.color !== 'string' || !COLOR.test(s.color)) errors.color = 'Use a colour like #2563eb';
  if (!WEBCHAT_POSITIONS.includes(s.position as WebchatPosition)) errors.position = 'Choose right or left';
  if (typeof s.showVisitorTyping !== 'boolean') errors.showVisitorTyping = 'Must be true or false';
  return { ...errors, ...prechatSettingsErrors(s.prechat) };
}

/** POST /webchat/:publicId/offline, the form shown when no agent is available. */
export interface OfflineForm {
  name: string;
  email: string;
  message: string;
}

export const offlineFormRules: Record<keyof OfflineForm, Validator> = {
  name: (v) => required(v) ?? maxLength(WEBCHAT_LIMITS.name, `Max ${WEBCHAT_LIMITS.name} characters`)(v),
  email,
  message: (v) => required(v) ?? maxLength(WEBCHAT_LIMITS.text, `Max ${WEBCHAT_LIMITS.text} characters`)(v),
};

/** GET /webchat/:publicId/config */
export interface WebchatConfig extends WebchatSettings {
  /** The workspace's name, shown in the window's header. */
  name: string;
  /** Whether an agent of the workspace is available now; if not, the window shows the offline form. */
  available: boolean;
  /** The channel's business hours now (issue 15): closed, the window is away and says when the team is back. */
  hours?: BusinessHoursStatus;
}

/** POST /webchat/:publicId/prechat {name?, email?, message?}: the first message when one was written. */
export interface PrechatAnswer {
  message: VisitorMessage | null;
}

/** POST /webchat/:publicId/session. The token is the visitor's proof of identity (Bearer). */
export interface VisitorSession {
  visitorId: string;
  token: string;
}

/** A message as the visitor sees it: no internal ids of people, no notes. */
export interface VisitorMessage {
  id: string;
  direction: MessageDirection;
  /** The agent's name on replies (or the workspace's, when its brand says so); null on the visitor's own messages. */
  authorName: string | null;
  /** The agent's picture, or the workspace's logo (brand identity); none when there is none to show. */
  authorPictureUrl?: string | null;
  text: string;
  /** urls are the visitor's own, signed file urls */
  attachments: Attachment[];
  deliveryState: DeliveryState;
  createdAt: string;
  /**
   * On the visitor's own messages: the id the window gave the message when it sent it (POST messages
   * clientId), so a window tells its copy still on its way from the stored one, whichever arrives first.
   */
  clientId?: string;
}

/** What POST /webchat/:publicId/messages accepts as clientId: the window's own id of the message. */
export const WEBCHAT_CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** GET /webchat/:publicId/messages?before=<cursor>: newest last; olderCursor null at the start. */
export interface VisitorMessagePage {
  items: VisitorMessage[];
  olderCursor: string | null;
}

/** POST /webchat/:publicId/upload: id is what POST messages takes in attachmentIds. */
export type VisitorUpload = Attachment;

/** The socket.io namespace of visitors, on the api's socket server (path /v2/api/socket.io). */
export const WEBCHAT_NAMESPACE = '/webchat';

/** Socket events, server → visitor. */
export const WEBCHAT_SERVER_EVENTS = {
  message: 'message',
  messageState: 'message state',
  /** an agent is typing a reply in the visitor's conversation (AgentTyping); never stored */
  agentTyping: 'agent typing',
  /** the visitor's place in the routing queue (QueuePosition), when the workspace shows it */
  queuePosition: 'queue position',
} as const;

/** 1 is next; null when the conversation is not waiting (or the workspace does not show it). */
export interface QueuePosition {
  position: number | null;
}

export interface AgentTyping {
  /** the agent's name, as on their replies */
  name: string;
  typing: boolean;
}

/**
 * Visitor → server: the visitor is typing (with the text so far, only when the channel shows agents what
 * visitors type) or stopped. Relayed to the agents who may see the conversation, never stored.
 */
export const WEBCHAT_TYPING_EVENT = 'typing';
export interface VisitorTyping {
  typing: boolean;
  text?: string;
}

export const TYPING_TIMING = {
  /** at most one typing signal per this interval while someone types */
  throttleMs: 1500,
  /** no keystroke for this long: the typist has stopped */
  idleMs: 5000,
  /** a 'typing' shown without a new signal for this long goes away (a lost stop, a closed tab) */
  shownMs: 6000,
} as const;

/** Characters of a visitor's text shown to agents as a preview: the end, where they are typing. */
export const TYPING_PREVIEW_MAX = 300;

export function typingPreview(text: string): string {
  if (text.length <= TYPING_PREVIEW_MAX) return text;
  let start = text.length - TYPING_PREVIEW_MAX + 1;
  // Never start in the middle of a character made of two UTF-16 units (an emoji).
  if (/[\uDC00-\uDFFF]/.test(text[start]!)) start += 1;
  return `…${text.slice(start)}`;
}

export interface VisitorMessageState {
  id: string;
  deliveryState: DeliveryState;
}

/** Visitor → server: the window has shown ('delivered') or the visitor has seen ('read') these replies. */
export const WEBCHAT_ACK_EVENT = 'ack';
export interface VisitorAck {
  ids: string[];
  state: 'delivered' | 'read';
}

/** The one tag a website adds to get the widget. */
export function webchatEmbedSnippet(origin: string, publicId: string): string {
  return `<script src="${origin}/v2/webchat.js" data-channel="${publicId}" async></script>`;
}

/** The chat window page, the only page that may be framed by another site. */
export function webchatFrameUrl(origin: string, publicId: string, parentOrigin: string): string {
  return `${origin}/v2/webchat/frame?channel=${encodeURIComponent(publicId)}&origin=${encodeURIComponent(parentOrigin)}`;
}

/**
 * postMessage between the loader (on the website) and the chat window (in the frame). The visitor's
 * token is kept by the loader in the website's own storage too: browsers that block third-party storage
 * would otherwise make every page view a new visitor. The loader answers 'ready' with the token it keeps,
 * and the window tells it when the token changes.
 */
export type WidgetToFrame = { type: 'webchat:open' } | { type: 'webchat:close' } | { type: 'webchat:identity'; token: string | null };
export type FrameToWidget =
  | { type: 'webchat:ready'; caption: string; color: string; position: WebchatPosition }
  | { type: 'webchat:close' }
  | { type: 'webchat:unread'; count: number }
  | { type: 'webchat:identity'; token: string | null };

/** The shape of a visitor token (the visitor id, a dot, its MAC), checked before it is kept or used. */
export const VISITOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
