// Whether an agent may write freely to a customer now, on channels whose provider limits replies to a
// window after the customer's last message (WhatsApp, Messenger and Instagram: 24 hours; Messenger and
// Instagram's HUMAN_AGENT tag: 7 days). Outside every window only the channel's approved templates go.
// Pure: the api refuses free text with it, and the composer says why and offers the templates.
import type { ChannelTemplate } from './channelTemplates';

export type ReplyWindowState = 'open' | 'tag-only' | 'closed';

export interface ReplyWindow {
  state: ReplyWindowState;
  /** When free text (or a tagged reply) stops being allowed; null when the channel has no window. */
  closesAt: Date | null;
}

/** What the console needs to tell the window and offer templates (sent with the conversation's detail). */
export interface ReplyOptions {
  /** The channel's capabilities.replyWindowHours; null: no window. */
  windowHours: number | null;
  tagWindowHours: number | null;
  templates: ChannelTemplate[];
}

const HOUR_MS = 3_600_000;

export function replyWindow(input: { windowHours: number | null | undefined; tagWindowHours?: number | null; lastInboundAt: Date | null; now: Date }): ReplyWindow {
  const { windowHours, tagWindowHours, lastInboundAt, now } = input;
  if (!windowHours) return { state: 'open', closesAt: null };
  if (!lastInboundAt) return { state: 'closed', closesAt: null };
  const free = new Date(lastInboundAt.getTime() + windowHours * HOUR_MS);
  if (now < free) return { state: 'open', closesAt: free };
  const tagged = tagWindowHours ? new Date(lastInboundAt.getTime() + tagWindowHours * HOUR_MS) : null;
  if (tagged && now < tagged) return { state: 'tag-only', closesAt: tagged };
  return { state: 'closed', closesAt: null };
}

/** Why free text is refused, in a sentence an agent understands (null when it is not). */
export function windowClosedText(windowHours: number | null, hasTemplates: boolean): string {
  const since = `More than ${windowHours ?? 24} hours have passed since the customer’s last message, so the channel takes no free text until they write again.`;
  return hasTemplates ? `${since} Send one of the channel’s approved templates instead.` : `${since} This channel has no approved templates to send instead.`;
}

/** A template reply as the api takes it: the template named and its parameters all filled. */
export function templateProblem(template: { name: string; language: string; params: readonly string[] }, templates: readonly ChannelTemplate[]): string | null {
  const found = templates.find((t) => t.name === template.name && t.language === template.language);
  if (!found) return 'This template is not one of the channel’s approved templates: refresh the templates and pick it again.';
  if (template.params.length !== found.params || template.params.some((p) => p.trim() === '')) return `This template takes ${found.params} value(s): fill each of them.`;
  return null;
}
