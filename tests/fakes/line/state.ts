// What the LINE fake remembers: the channel's credentials and webhook, the users who wrote, the content
// of their files, the reply tokens it issued, the retry keys it accepted and every message it took.

export interface SentLineMessage {
  to: string;
  via: 'reply' | 'push';
  id: string;
  message: Record<string, unknown>;
}

export interface LineFakeState {
  channelSecret: string;
  accessToken: string;
  /** Set by PUT /v2/bot/channel/webhook/endpoint. */
  webhook?: string;
  users: Set<string>;
  contents: Map<string, { bytes: Buffer; mime: string }>;
  replyTokens: Map<string, { userId: string; issuedAt: number; used: boolean }>;
  retryKeys: Map<string, string[]>;
  /** Push messages counted this month, against monthlyQuota (reply messages are free). */
  pushed: number;
  monthlyQuota: number;
  sent: SentLineMessage[];
  calls: { method: string; path: string; status: number; retryKey?: string }[];
  nextId: number;
}

/** How long LINE takes a reply token (documented as about a minute; the fake is exact). */
export const REPLY_TOKEN_TTL_MS = 60_000;
/** Documented limits (https://developers.line.biz/en/reference/messaging-api/#text-message). */
export const LIMITS = { text: 5000, messagesPerCall: 5, url: 2000 };
