import { channelInfo } from '../../../src/domain/channels';
import type { ChannelCapabilities } from './definition';

/**
 * A type's capabilities as the channel table of src/domain/channels.ts states them (characters, files
 * and their types, spec §5); a definition adds what the table does not hold (receipts, a reply window).
 * No attachment rule in the table means files are allowed, one per message (what the composer sends).
 */
export function tableCapabilities(type: string, extra: Partial<ChannelCapabilities> = {}): ChannelCapabilities {
  const info = channelInfo(type);
  const files = {
    enabled: info?.attachment?.enabled ?? true,
    count: info?.attachment?.count ?? 1,
    ...(info?.allowedFileTypes ? { types: info.allowedFileTypes } : {}),
  };
  return {
    ...(info?.maxCharacter !== undefined ? { maxCharacters: info.maxCharacter } : {}),
    files,
    receipts: { delivered: false, read: false },
    ...extra,
  };
}
