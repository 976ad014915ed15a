// The Send API's refusals in an agent's words (Messenger error codes, channels.md §4.2), over the codes
// every Meta product shares (meta/graphErrors.ts: 1, 2, 4, 613 and 5xx retried, 190 reconnect).
import type { GraphError } from '../meta/graph';
import { classifyGraphError, type Failure } from '../meta/graphErrors';

/** 10 with these subcodes: "This message is sent outside of allowed window" (Messenger; Instagram's own). */
const OUTSIDE_WINDOW = new Set([2018278, 2534022]);
/** 100 with these subcodes: no person with this id for this Page or account. */
const NO_SUCH_USER = new Set([2018001, 2534014]);

export function classifyMessagingError(product: string, error: GraphError): Failure {
  if (error.code === 10 && error.subcode !== undefined && OUTSIDE_WINDOW.has(error.subcode)) {
    return { ok: false, kind: 'give up', reason: `${product} refused the reply: it is outside the allowed window (24 hours, or 7 days with the human agent tag, which needs Meta’s Human Agent permission)` };
  }
  if (error.code === 100 && error.subcode !== undefined && NO_SUCH_USER.has(error.subcode)) {
    return { ok: false, kind: 'give up', reason: `${product} knows no such person for this account (no matching user)` };
  }
  return classifyGraphError(error, {
    product,
    // 1200: "Temporary send message failure. Please try again later."
    codes: { 551: 'give up', 1200: 'retry' },
    reasons: { 551: `The customer is not available on ${product} right now (551): the reply was not delivered` },
  });
}
