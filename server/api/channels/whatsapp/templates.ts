// The channel's approved templates, synced from WhatsApp (GET /{waba-id}/message_templates, or the
// gateway's /v1/configs/templates) into channels.settings.templates: refreshed when the channel is
// connected and by the 'Refresh templates' call, read by the composer outside the 24-hour window.
import { paramCount, type ChannelTemplate } from '../../../../src/domain/channelTemplates';
import { callGraph } from '../meta/graph';
import type { GraphError } from '../meta/graph';
import type { WhatsAppAccount } from './account';

interface MetaTemplate {
  name?: unknown;
  language?: unknown;
  status?: unknown;
  components?: { type?: unknown; text?: unknown }[];
}

/** Approved templates with a body, as the composer offers them; at most 250 (Meta lists 100 a page, one page read). */
export function templatesOf(list: readonly MetaTemplate[]): ChannelTemplate[] {
  return list.flatMap((t) => {
    const body = t.components?.find((c) => String(c.type).toUpperCase() === 'BODY')?.text;
    if (typeof t.name !== 'string' || typeof t.language !== 'string' || typeof body !== 'string') return [];
    if (t.status !== undefined && String(t.status).toUpperCase() !== 'APPROVED') return [];
    return [{ name: t.name, language: t.language, body, params: paramCount(body) }];
  }).slice(0, 250);
}

export async function fetchTemplates(account: WhatsAppAccount): Promise<{ ok: true; templates: ChannelTemplate[] } | ({ ok: false } & GraphError)> {
  const answer = await callGraph<{ data?: MetaTemplate[]; waba_templates?: MetaTemplate[] }>(account.target, 'GET', account.templatesPath);
  if (!answer.ok) return answer;
  return { ok: true, templates: templatesOf(answer.result.data ?? answer.result.waba_templates ?? []) };
}
