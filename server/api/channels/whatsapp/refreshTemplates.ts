// 'Refresh templates': an Administrator reads the channel's approved templates from WhatsApp again
// (after approving a new one in Meta's WhatsApp Manager) without saving the settings; they are stored
// in settings.templates, where the composer reads them with the conversation.
import type { ChannelTemplate } from '../../../../src/domain/channelTemplates';
import type { ApiDeps } from '../../deps';
import { requireRole, type WorkspaceContext } from '../../http/auth';
import { AppError, badRequest, notFound } from '../../http/errors';
import { findChannel, updateChannel } from '../../modules/channels/repository';
import { accountOf, TEMPLATES } from './account';
import { fetchTemplates } from './templates';

const WHATSAPP_TYPES = new Set(['WHATSAPP', 'WHATSAPPOFFICIAL', 'WHATSAPPCLOUD', 'WHATSAPPBUSINESS']);

export async function refreshTemplates(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<ChannelTemplate[]> {
  requireRole(ctx, 'Administrator');
  const row = await findChannel(deps.db, ctx.workspace.id, id);
  if (!row) throw notFound('There is no such channel.');
  if (!WHATSAPP_TYPES.has(row.type)) throw badRequest('Only WhatsApp channels have message templates.');
  const answer = await fetchTemplates(accountOf(deps, row));
  if (!answer.ok) throw new AppError(502, `WhatsApp did not list the templates: ${answer.message}`);
  await updateChannel(deps.db, ctx.workspace.id, id, { settings: { ...row.settings, [TEMPLATES]: answer.templates } });
  return answer.templates;
}
