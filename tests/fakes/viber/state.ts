// What the Viber fake remembers: the bot's token and webhook, the users who wrote, the media it serves,
// every call and every message it accepted. Message tokens are 64-bit, as Viber's are (beyond 2^53).

export interface SentViberMessage {
  receiver: string;
  token: string;
  body: Record<string, unknown>;
}

export interface ViberUser {
  id: string;
  name: string;
  subscribed: boolean;
}

export interface ViberFakeState {
  authToken: string;
  webhook?: { url: string; eventTypes: string[] };
  users: Map<string, ViberUser>;
  media: Map<string, { bytes: Buffer; mime: string }>;
  sent: SentViberMessage[];
  calls: { method: string; status: number; httpStatus: number }[];
  nextToken: bigint;
}

/** Documented limits (https://developers.viber.com/docs/api/rest-bot-api/#send-message). */
export const LIMITS = { text: 7000, pictureText: 120, senderName: 28, fileName: 256 };

export const STATUS = { ok: 0, invalidUrl: 1, invalidAuthToken: 2, badData: 3, missingData: 4, receiverNotRegistered: 5, receiverNotSubscribed: 6, tooManyRequests: 12 } as const;

export function nextToken(state: ViberFakeState): string {
  state.nextToken += 1n;
  return state.nextToken.toString();
}

/** JSON with message_token written as a bare 64-bit number, as Viber writes it. */
export function withBigToken(value: Record<string, unknown>): string {
  return JSON.stringify(value).replace(/"message_token":"(\d+)"/, '"message_token":$1');
}
