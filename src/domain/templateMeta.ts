// A reply sent as one of the channel's approved templates (WhatsApp outside the 24-hour window): the
// provider gets the template's name, language and parameters, the conversation shows the filled text.
import { isRecord } from './validation';

export interface TemplateMeta {
  name: string;
  language: string;
  params: string[];
}

export function isTemplateMeta(value: unknown): value is TemplateMeta {
  return isRecord(value) && typeof value.name === 'string' && typeof value.language === 'string' && Array.isArray(value.params);
}
