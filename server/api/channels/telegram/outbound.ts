// The outbound side: a reply is sendMessage, or sendPhoto/sendDocument as multipart uploads of the
// stored files (Telegram cannot fetch our files: they need a session). Every failure is classified for
// the outbox by sendRules.ts.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ApiDeps } from '../../deps';
import { findUpload, uploadsDir } from '../../modules/uploads/service';
import type { OutboundSide, SendRequest, SendResult } from '../definition';
import { callBotApi, type BotApiTarget } from './botApi';
import { botTarget } from './credentials';
import { classifyFailure, planSend, sendsAsPhoto } from './sendRules';

type Sent = { message_id: number };

async function sendFile(deps: ApiDeps, target: BotApiTarget, req: SendRequest, index: number, caption: string | undefined): Promise<SendResult> {
  const file = req.attachments[index]!;
  const stored = await findUpload(deps, req.channel.workspaceId, file.id);
  if (!stored?.storagePath) return { ok: false, kind: 'give up', reason: `The file ${file.name} is no longer stored` };
  const bytes = await fsp.readFile(path.join(uploadsDir(deps.config.dataDir), stored.storagePath));
  const field = sendsAsPhoto(file) ? 'photo' : 'document';
  const form = new FormData();
  form.set('chat_id', req.recipientExternalId);
  if (caption !== undefined) form.set('caption', caption);
  form.set(field, new Blob([bytes], { type: file.mime }), file.name);
  const answer = await callBotApi<Sent>(target, field === 'photo' ? 'sendPhoto' : 'sendDocument', form);
  return answer.ok ? { ok: true, externalIds: [`${req.recipientExternalId}:${answer.result.message_id}`] } : classifyFailure(answer);
}

/**
 * One try of a reply. A reply of a long text and files is several calls: a try that fails after the
 * first went through sends it again on the next try (Telegram has no idempotency key), which the
 * caption rule keeps to replies whose text is over 1,024 characters.
 */
async function send(deps: ApiDeps, req: SendRequest): Promise<SendResult> {
  const target = botTarget(deps, req.channel, req.fetch);
  if (!target.token) return { ok: false, kind: 'reconnect', reason: 'The Telegram channel has no bot token' };
  const plan = planSend(req.text, req.attachments);
  const externalIds: string[] = [];
  if (plan.textAlone) {
    const answer = await callBotApi<Sent>(target, 'sendMessage', { chat_id: req.recipientExternalId, text: req.text });
    if (!answer.ok) return classifyFailure(answer);
    externalIds.push(`${req.recipientExternalId}:${answer.result.message_id}`);
  }
  for (let i = 0; i < req.attachments.length; i++) {
    const result = await sendFile(deps, target, req, i, plan.captionIndex === i ? req.text : undefined);
    if (!result.ok) return result;
    externalIds.push(...result.externalIds);
  }
  return { ok: true, externalIds };
}

export const telegramOutbound: OutboundSide = { send };
