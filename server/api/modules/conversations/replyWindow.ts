// The reply window on the api's side (src/domain/replyWindowRules.ts): what the composer is told with
// the conversation (the channel's window and approved templates), and the refusal of free text when the
// window is closed. A template reply passes: its text is the template filled with its values.
import { fillTemplate, readTemplates } from '../../../../src/domain/channelTemplates';
import type { ReplyOptions } from '../../../../src/domain/replyWindowRules';
import { replyWindow, templateProblem, windowClosedText } from '../../../../src/domain/replyWindowRules';
import { isTemplateMeta, type TemplateMeta } from '../../../../src/domain/templateMeta';
import { isRecord } from '../../../../src/domain/validation';
import type { ChannelRow } from '../../channels/connector';
import { definitionFor } from '../../channels/registry';
import { AppError, badRequest } from '../../http/errors';
import { v } from '../../http/validate';

const wellFormed = (t: unknown): t is TemplateMeta =>
  isTemplateMeta(t) && t.name.length <= 512 && t.language.length <= 20 && t.params.length <= 20 && t.params.every((p) => typeof p === 'string' && p.length <= 1024);

/** The reply's `meta`: absent, or {template: {name, language, params}} (a template to send). */
export const replyMetaField = v.custom(
  (value) => (value === undefined || value === null || (isRecord(value) && (value.template === undefined || wellFormed(value.template))) ? undefined : 'meta.template must be {name, language, params} with text values'),
  (value): TemplateMeta | undefined => (isRecord(value) && wellFormed(value.template) ? { name: value.template.name, language: value.template.language, params: [...value.template.params] } : undefined),
);

export function replyOptionsOf(channel: Pick<ChannelRow, 'type' | 'settings'>): ReplyOptions {
  const capabilities = definitionFor(channel.type)?.capabilities;
  return { windowHours: capabilities?.replyWindowHours ?? null, tagWindowHours: capabilities?.tagWindowHours ?? null, templates: readTemplates(channel.settings.templates) };
}

/**
 * The reply as it may go: free text while the window is open (or tagged replies are), a template at any
 * time. A closed window refuses free text with 409 and the words the composer shows too.
 */
export function checkReplyWindow(
  channel: Pick<ChannelRow, 'type' | 'settings'>,
  lastInboundAt: Date | null,
  now: Date,
  reply: { text: string; template?: TemplateMeta },
): { text: string; meta: { template: TemplateMeta } | null } {
  const options = replyOptionsOf(channel);
  if (reply.template) {
    const problem = templateProblem(reply.template, options.templates);
    if (problem) throw badRequest(problem, { template: problem });
    const found = options.templates.find((t) => t.name === reply.template!.name && t.language === reply.template!.language)!;
    return { text: fillTemplate(found.body, reply.template.params), meta: { template: reply.template } };
  }
  const window = replyWindow({ windowHours: options.windowHours, tagWindowHours: options.tagWindowHours, lastInboundAt, now });
  if (window.state === 'closed') throw new AppError(409, windowClosedText(options.windowHours, options.templates.length > 0));
  return { text: reply.text, meta: null };
}
