// Pure rules of the loader (the script a website embeds): what it accepts from the chat window's frame,
// and how the launcher reads.

import { VISITOR_TOKEN_PATTERN, WEBCHAT_LIMITS, type FrameToWidget } from '../../domain/webchat';
import { isRecord } from '../../domain/validation';

const COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A message of the frame in the shape the loader knows, or undefined. The origin and the sender are
 * checked by the caller; this guards the page against anything else a compromised frame could send.
 */
export function readFrameMessage(data: unknown): FrameToWidget | undefined {
  if (!isRecord(data)) return undefined;
  const m = data;
  if (m.type === 'webchat:close') return { type: 'webchat:close' };
  if (m.type === 'webchat:identity') {
    if (m.token === null) return { type: 'webchat:identity', token: null };
    return typeof m.token === 'string' && VISITOR_TOKEN_PATTERN.test(m.token) ? { type: 'webchat:identity', token: m.token } : undefined;
  }
  if (m.type === 'webchat:unread') {
    return typeof m.count === 'number' && Number.isInteger(m.count) && m.count >= 0 ? { type: 'webchat:unread', count: Math.min(m.count, 99) } : undefined;
  }
  if (m.type === 'webchat:ready') {
    if (typeof m.caption !== 'string' || typeof m.color !== 'string' || !COLOR.test(m.color)) return undefined;
    const caption = m.caption.trim().slice(0, WEBCHAT_LIMITS.caption) || 'Chat Us';
    return { type: 'webchat:ready', caption, color: m.color, position: m.position === 'left' ? 'left' : 'right' };
  }
  return undefined;
}

/** The launcher's accessible name: its caption, and the unread replies when there are some. */
export function launcherLabel(caption: string, unread: number): string {
  if (unread <= 0) return caption;
  return `${caption}, ${unread} unread ${unread === 1 ? 'message' : 'messages'}`;
}

/** Where the widget is served from: the origin of the loader's own script url. */
export function widgetOrigin(scriptSrc: string): string | undefined {
  try {
    const url = new URL(scriptSrc);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
