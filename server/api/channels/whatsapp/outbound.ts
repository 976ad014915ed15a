// The outbound side: POST …/messages for each part of a reply (texts of at most 4,096 characters, in
// order), files uploaded first (POST …/media, multipart) and sent by the id WhatsApp gives, a template
// when the reply carries one (outside the 24-hour window). A reply is sent when WhatsApp accepted every
// part; its wamids are the externalIds that statuses come back with.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Attachment } from '../../../../src/domain/inbox';
import type { TemplateMeta } from '../../../../src/domain/templateMeta';
import type { ApiDeps } from '../../deps';
import { findUpload, uploadsDir } from '../../modules/uploads/service';
import type { OutboundSide, SendRequest, SendResult } from '../definition';
import { callGraph } from '../meta/graph';
import { accountOf, type WhatsAppAccount } from './account';
import { classifyWhatsApp, mediaTypeOf, splitText } from './sendRules';

type Sent = { messages?: { id?: string }[] };
type Part = { ok: true; wamid: string } | Extract<SendResult, { ok: false }>;

async function post(account: WhatsAppAccount, to: string, content: Record<string, unknown>): Promise<Part> {
  const answer = await callGraph<Sent>(account.target, 'POST', account.numberPath('messages'), { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...content });
  if (!answer.ok) return classifyWhatsApp(answer);
  const wamid = answer.result.messages?.[0]?.id;
  return wamid ? { ok: true, wamid } : { ok: false, kind: 'retry', reason: 'WhatsApp answered without a message id' };
}

async function sendFile(deps: ApiDeps, account: WhatsAppAccount, req: SendRequest, file: Attachment): Promise<Part> {
  const stored = await findUpload(deps, req.channel.workspaceId, file.id);
  if (!stored?.storagePath) return { ok: false, kind: 'give up', reason: `The file ${file.name} is no longer stored` };
  const bytes = await fsp.readFile(path.join(uploadsDir(deps.config.dataDir), stored.storagePath));
  const form = new FormData();
  form.set('messaging_product', 'whatsapp');
  form.set('type', file.mime);
  form.set('file', new Blob([bytes], { type: file.mime }), file.name);
  const uploaded = await callGraph<{ id?: string }>(account.target, 'POST', account.numberPath('media'), form);
  if (!uploaded.ok) return classifyWhatsApp(uploaded);
  if (!uploaded.result.id) return { ok: false, kind: 'retry', reason: 'WhatsApp answered the upload without a media id' };
  const type = mediaTypeOf(file.mime);
  return post(account, req.recipientExternalId, { type, [type]: { id: uploaded.result.id, ...(type === 'document' ? { filename: file.name } : {}) } });
}

/** A template as the Cloud API takes it: its body's {{1}}, {{2}}… filled with the parameters in order. */
export function templateContent(template: TemplateMeta): Record<string, unknown> {
  const components = template.params.length > 0 ? [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }] : [];
  return { type: 'template', template: { name: template.name, language: { policy: 'deterministic', code: template.language }, components } };
}

/**
 * One try of a reply. Several parts are several calls: a try that fails after the first part went
 * through sends it again on the next try (the Cloud API has no idempotency key).
 */
async function send(deps: ApiDeps, req: SendRequest): Promise<SendResult> {
  const account = accountOf(deps, req.channel, req.fetch);
  if (!account.hasCredential) return { ok: false, kind: 'reconnect', reason: 'The WhatsApp channel has no access token' };
  const template = req.meta?.template;
  const parts: (() => Promise<Part>)[] = template
    ? [() => post(account, req.recipientExternalId, templateContent(template))]
    : [
        ...splitText(req.text.trim() === '' ? '' : req.text).map((body) => () => post(account, req.recipientExternalId, { type: 'text', text: { body, preview_url: false } })),
        ...req.attachments.map((file) => () => sendFile(deps, account, req, file)),
      ];
  const externalIds: string[] = [];
  for (const part of parts) {
    const result = await part();
    if (!result.ok) return result;
    externalIds.push(result.wamid);
  }
  return { ok: true, externalIds };
}

export const whatsappOutbound: OutboundSide = { send };
