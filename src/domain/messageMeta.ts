// What a message carries beyond its text and files, per channel family: a mail's subject, sanitized HTML
// and thread headers; a phone call's course; a WhatsApp template. Stored in messages.meta (jsonb) and sent
// by the api with every message (null when there is none). Each family's shape lives in its own file.

import { isEmailMeta, type EmailMeta } from './emailMeta';
import { isCallMeta, type CallMeta } from './callMeta';
import { isTemplateMeta, type TemplateMeta } from './templateMeta';
import { isRecord } from './validation';

export type { EmailMeta } from './emailMeta';
export type { CallMeta } from './callMeta';
export type { TemplateMeta } from './templateMeta';

export interface MessageMeta {
  email?: EmailMeta;
  call?: CallMeta;
  template?: TemplateMeta;
  /** LINE's reply token of a customer's message: one free reply within about a minute (server only, not shown). */
  line?: { replyToken: string };
}

/** A meta as the console receives it: only the families whose shape checks out are kept. */
export function readMessageMeta(value: unknown): MessageMeta | null {
  if (!isRecord(value)) return null;
  const meta: MessageMeta = {};
  if (isEmailMeta(value.email)) meta.email = value.email;
  if (isCallMeta(value.call)) meta.call = value.call;
  if (isTemplateMeta(value.template)) meta.template = value.template;
  return Object.keys(meta).length > 0 ? meta : null;
}
