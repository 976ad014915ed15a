// What an agent's reply may carry on a channel (spec §5: maximum characters, attachment rules and file
// types). The console checks the same before sending; this is the check that cannot be skipped.

import { channelInfo, channelLabel, fileTypeAllowed, messageLengthError } from '../../../../src/domain/channels';

/** Files on one reply when the channel table sets no count (the console's composer uses the same). */
export const DEFAULT_ATTACHMENT_COUNT = 5;

export interface ReplyProblem {
  field: 'text' | 'attachmentIds';
  message: string;
}

export function replyProblem(channelType: string, text: string, files: readonly { mime: string }[]): ReplyProblem | undefined {
  const tooLong = messageLengthError(channelType, text);
  if (tooLong) return { field: 'text', message: tooLong };
  if (text.trim() === '' && files.length === 0) return { field: 'text', message: 'Required' };
  if (files.length === 0) return undefined;
  const info = channelInfo(channelType);
  const label = channelLabel(channelType);
  const allowed = info?.allowedFileTypes;
  if (info?.attachment?.enabled === false || (allowed && allowed.length === 0)) {
    return { field: 'attachmentIds', message: `${label} does not take files.` };
  }
  const max = info?.attachment?.count ?? DEFAULT_ATTACHMENT_COUNT;
  if (files.length > max) return { field: 'attachmentIds', message: `${label} takes at most ${max === 1 ? '1 file' : `${max} files`} per message.` };
  if (!files.every((f) => fileTypeAllowed(channelType, f.mime))) {
    return { field: 'attachmentIds', message: `${label} takes only images and videos.` };
  }
  return undefined;
}
