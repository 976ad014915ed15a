// A channel's approved message templates (WhatsApp's, synced from Meta): what the composer offers
// outside the 24-hour window, and how a template's body is filled with its parameters ({{1}}, {{2}}…).
// Shared by the api (which checks a template reply) and the console (which fills one).
import { isRecord } from './validation';

export interface ChannelTemplate {
  name: string;
  /** Meta's language code (en_US, pt_BR). */
  language: string;
  /** The body's text with its placeholders {{1}}, {{2}}… */
  body: string;
  /** How many parameters the body takes. */
  params: number;
}

const PLACEHOLDER = /\{\{(\d{1,2})\}\}/g;

export function paramCount(body: string): number {
  return Math.max(0, ...Array.from(body.matchAll(PLACEHOLDER), (m) => Number(m[1])));
}

/** The body with {{n}} replaced by the n-th parameter (1-based); a missing one stays as it is. */
export function fillTemplate(body: string, params: readonly string[]): string {
  return body.replace(PLACEHOLDER, (whole, n: string) => params[Number(n) - 1] ?? whole);
}

export function isChannelTemplate(value: unknown): value is ChannelTemplate {
  return isRecord(value) && typeof value.name === 'string' && typeof value.language === 'string' && typeof value.body === 'string' && typeof value.params === 'number';
}

/** The templates stored in a channel's settings, those that check out. */
export function readTemplates(value: unknown): ChannelTemplate[] {
  return Array.isArray(value) ? value.filter(isChannelTemplate) : [];
}
