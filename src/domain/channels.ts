// The channel table of spec §3 (types, labels) and §5 (message limits, attachments). Pure data and
// lookups, shared by the console, the landing page and the api.

import { ROUTER_BASE } from './constants';

/** Exceeding a channel's maxCharacter gives this message (spec §5). */
export const TOO_MUCH_CHARACTER = 'too much character';

/**
 * The official WhatsApp variants (spec §3: "several official WhatsApp variants, all labelled WhatsApp
 * Official"). The spec does not list their codes; these are the ones this product uses.
 */
export const WHATSAPP_OFFICIAL_TYPES = ['WHATSAPPOFFICIAL', 'WHATSAPPBUSINESS', 'WHATSAPPCLOUD'] as const;

export const FIXED_CHANNEL_TYPES = [
  'FACEBOOK',
  'FBCOMMENT',
  'FBMESSENGER',
  'TWITTER',
  'TWITTERCOMMENT',
  'TWITTERDM',
  'IGDM',
  'IGCOMMENT',
  'WHATSAPP',
  ...WHATSAPP_OFFICIAL_TYPES,
  'VIBER',
  'TELEGRAM',
  'LINE',
  'WEBHOOK',
  'SHOPEE',
  'EMAIL',
  'EMAILOUTLOOK',
  'LAZADA',
  'TOKOPEDIA',
  'PHONE',
  'GOOGLEPLAY',
  'GOOGLEBUSINESS',
  'TEAMSAPP',
] as const;

export type FixedChannelType = (typeof FIXED_CHANNEL_TYPES)[number];
/** The web chat's code embeds the product code, which is deployment configuration. */
export type WebchatChannelType = `CHAT${string}WEBCHAT`;
export type ChannelType = FixedChannelType | WebchatChannelType;

export function webchatChannelType(product: string): WebchatChannelType {
  return `CHAT${product}WEBCHAT`;
}

export function isWebchatType(type: string): type is WebchatChannelType {
  return /^CHAT[A-Z0-9_]*WEBCHAT$/.test(type);
}

export type LogoName =
  | 'webchat'
  | 'facebook'
  | 'facebook-comment'
  | 'facebook-messenger'
  | 'twitter-dm'
  | 'twitter-comment'
  | 'instagram-dm'
  | 'instagram-comment'
  | 'whatsapp'
  | 'whatsapp-business'
  | 'viber'
  | 'telegram'
  | 'line'
  | 'webhook'
  | 'shopee'
  | 'email'
  | 'outlook'
  | 'lazada'
  | 'tokopedia'
  | 'call'
  | 'google-play'
  | 'google-business'
  | 'teams';

export type AllowedFileType = 'image/*' | 'video/*';

export interface AttachmentSetting {
  enabled: boolean;
  /** how many files one message may carry */
  count: number;
}

export interface ChannelInfo {
  type: ChannelType;
  label: string;
  /** short lower-case name, used in urls and file names */
  alias: string;
  /** served from public/channels */
  icon: string;
  maxCharacter?: number;
  /** Most UTF-8 bytes in one reply, where the provider counts bytes (Instagram: 1,000); the first limit reached applies. */
  maxBytes?: number;
  allowedFileTypes?: readonly AllowedFileType[];
  attachment?: AttachmentSetting;
}

type ChannelRow = Omit<ChannelInfo, 'type' | 'icon'> & { logo: LogoName };

const MEDIA: readonly AllowedFileType[] = ['image/*', 'video/*'];
const NO_FILES: readonly AllowedFileType[] = [];
const WHATSAPP_MAX = 19900;
const WHATSAPP_OFFICIAL: ChannelRow = {
  label: 'WhatsApp Official',
  alias: 'whatsapp-official',
  logo: 'whatsapp-business',
  maxCharacter: WHATSAPP_MAX,
};

const FIXED_ROWS: Record<FixedChannelType, ChannelRow> = {
  // Messenger shares Facebook's 1999 limit: the spec's "Facebook" row is the Page inbox, i.e. Messenger.
  FACEBOOK: { label: 'Facebook', alias: 'facebook', logo: 'facebook', maxCharacter: 1999 },
  FBMESSENGER: { label: 'Facebook Messenger', alias: 'fbmessenger', logo: 'facebook-messenger', maxCharacter: 1999 },
  FBCOMMENT: {
    label: 'Facebook Comment',
    alias: 'fbcomment',
    logo: 'facebook-comment',
    maxCharacter: 9999,
    allowedFileTypes: MEDIA,
    attachment: { enabled: false, count: 1 },
  },
  TWITTER: { label: 'Twitter', alias: 'twitter', logo: 'twitter-dm' },
  TWITTERDM: { label: 'Twitter DM', alias: 'twitterdm', logo: 'twitter-dm', maxCharacter: 9999 },
  TWITTERCOMMENT: {
    label: 'Twitter Comment',
    alias: 'twittercomment',
    logo: 'twitter-comment',
    allowedFileTypes: MEDIA,
    attachment: { enabled: true, count: 3 },
  },
  // Instagram takes "1000 bytes or less" of UTF-8 (channels.md §1.1): 999 Thai characters would not pass.
  IGDM: { label: 'Instagram DM', alias: 'igdm', logo: 'instagram-dm', maxCharacter: 999, maxBytes: 1000 },
  IGCOMMENT: {
    label: 'Instagram Comment',
    alias: 'igcomment',
    logo: 'instagram-comment',
    allowedFileTypes: NO_FILES,
    attachment: { enabled: false, count: 0 },
  },
  WHATSAPP: { label: 'WhatsApp', alias: 'whatsapp', logo: 'whatsapp', maxCharacter: WHATSAPP_MAX },
  WHATSAPPOFFICIAL: WHATSAPP_OFFICIAL,
  WHATSAPPBUSINESS: WHATSAPP_OFFICIAL,
  WHATSAPPCLOUD: WHATSAPP_OFFICIAL,
  VIBER: { label: 'Viber', alias: 'viber', logo: 'viber' },
  TELEGRAM: { label: 'Telegram', alias: 'telegram', logo: 'telegram', maxCharacter: 3999 },
  LINE: { label: 'Line', alias: 'line', logo: 'line', maxCharacter: 499 },
  WEBHOOK: { label: 'Webhook', alias: 'webhook', logo: 'webhook' },
  SHOPEE: { label: 'Shopee', alias: 'shopee', logo: 'shopee' },
  EMAIL: { label: 'Email', alias: 'email', logo: 'email' },
  EMAILOUTLOOK: { label: 'Outlook', alias: 'outlook', logo: 'outlook' },
  LAZADA: { label: 'Lazada', alias: 'lazada', logo: 'lazada' },
  TOKOPEDIA: { label: 'Tokopedia', alias: 'tokopedia', logo: 'tokopedia' },
  PHONE: { label: 'Call', alias: 'phone', logo: 'call' },
  GOOGLEPLAY: {
    label: 'Google Play',
    alias: 'googleplay',
    logo: 'google-play',
    maxCharacter: 350,
    allowedFileTypes: NO_FILES,
    attachment: { enabled: false, count: 0 },
  },
  GOOGLEBUSINESS: {
    label: 'Google Business',
    alias: 'googlebusiness',
    logo: 'google-business',
    allowedFileTypes: NO_FILES,
    attachment: { enabled: false, count: 0 },
  },
  TEAMSAPP: { label: 'Teams', alias: 'teams', logo: 'teams' },
};

const WEBCHAT_ROW: ChannelRow = { label: 'Webchat', alias: 'webchat', logo: 'webchat' };

export function logoPath(logo: LogoName): string {
  return `${ROUTER_BASE}channels/${logo}.svg`;
}

function isFixedType(type: string): type is FixedChannelType {
  return Object.hasOwn(FIXED_ROWS, type);
}

/** The table row of a channel type, or undefined for a type this product does not know. */
export function channelInfo(type: string): ChannelInfo | undefined {
  const row = isFixedType(type) ? FIXED_ROWS[type] : isWebchatType(type) ? WEBCHAT_ROW : undefined;
  if (!row) return undefined;
  const { logo, ...rest } = row;
  return { type: type as ChannelType, icon: logoPath(logo), ...rest };
}

/** Unknown types are shown by their code, like unknown ticket statuses. */
export function channelLabel(type: string): string {
  return channelInfo(type)?.label ?? type;
}

/** Characters as people count them (code points), not UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** The text's size in UTF-8 bytes, as a provider that counts bytes sees it (no encoder: the console shares it). */
export function utf8ByteCount(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** 'too much character' when the text exceeds the channel's limit (characters, or bytes where one is set), else undefined. */
export function messageLengthError(type: string, text: string): string | undefined {
  const info = channelInfo(type);
  const max = info?.maxCharacter;
  if (max !== undefined && characterCount(text) > max) return TOO_MUCH_CHARACTER;
  return info?.maxBytes !== undefined && utf8ByteCount(text) > info.maxBytes ? TOO_MUCH_CHARACTER : undefined;
}

/** Whether a file of this MIME type may be attached on the channel (no rule means no restriction). */
export function fileTypeAllowed(type: string, mimeType: string): boolean {
  const allowed = channelInfo(type)?.allowedFileTypes;
  if (!allowed) return true;
  return allowed.some((pattern) => mimeType.startsWith(pattern.slice(0, -1)));
}

/** The channels shown with a logo on the public pages, in the spec's order (§1). */
export const CHANNEL_LOGOS: readonly { logo: LogoName; label: string }[] = [
  { logo: 'whatsapp-business', label: 'WhatsApp Business' },
  { logo: 'whatsapp', label: 'WhatsApp' },
  { logo: 'call', label: 'Call' },
  { logo: 'email', label: 'Email' },
  { logo: 'facebook', label: 'Facebook' },
  { logo: 'facebook-messenger', label: 'Facebook Messenger' },
  { logo: 'facebook-comment', label: 'Facebook comments' },
  { logo: 'instagram-dm', label: 'Instagram DM' },
  { logo: 'instagram-comment', label: 'Instagram comments' },
  { logo: 'twitter-dm', label: 'Twitter DM' },
  { logo: 'twitter-comment', label: 'Twitter comments' },
  { logo: 'google-business', label: 'Google Business' },
  { logo: 'google-play', label: 'Google Play' },
  { logo: 'lazada', label: 'Lazada' },
  { logo: 'shopee', label: 'Shopee' },
  { logo: 'tokopedia', label: 'Tokopedia' },
  { logo: 'line', label: 'Line' },
  { logo: 'viber', label: 'Viber' },
  { logo: 'telegram', label: 'Telegram' },
  { logo: 'teams', label: 'Teams' },
  { logo: 'outlook', label: 'Outlook' },
  { logo: 'webchat', label: 'Web chat' },
  { logo: 'webhook', label: 'Webhook' },
];

/** The per-channel settings pages of spec §2 (/settings/channel/<type>). */
export function channelSettingsTypes(product: string): ChannelType[] {
  return [
    webchatChannelType(product),
    'EMAIL',
    'EMAILOUTLOOK',
    'FBCOMMENT',
    'FBMESSENGER',
    'GOOGLEBUSINESS',
    'GOOGLEPLAY',
    'IGCOMMENT',
    'IGDM',
    'LAZADA',
    'LINE',
    'SHOPEE',
    'TELEGRAM',
    'TOKOPEDIA',
    'TWITTER',
    'TWITTERCOMMENT',
    'VIBER',
    'WEBHOOK',
    'WHATSAPP',
    // Beyond spec §2's list: the types that now connect need a page to be connected from the console.
    'WHATSAPPOFFICIAL',
    'WHATSAPPBUSINESS',
    'WHATSAPPCLOUD',
    'PHONE',
  ];
}
