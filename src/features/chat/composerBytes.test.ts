// The composer shows Instagram's byte rule (src/domain/channels.ts): 400 Thai characters are 1,200 bytes.
import { describe, expect, it } from 'vitest';
import { TOO_MUCH_CHARACTER } from '../../domain/channels';
import { composerView } from './composerRules';

describe('the composer on an Instagram DM', () => {
  it('says too much character for a reply over 1,000 bytes, not for a note', () => {
    const text = 'ก'.repeat(400);
    expect(composerView({ channelType: 'IGDM', mode: 'reply', text, attachmentCount: 0, busy: false })).toMatchObject({ error: TOO_MUCH_CHARACTER, canSend: false, count: 400 });
    expect(composerView({ channelType: 'IGDM', mode: 'note', text, attachmentCount: 0, busy: false })).toMatchObject({ error: null, canSend: true });
    expect(composerView({ channelType: 'FBMESSENGER', mode: 'reply', text, attachmentCount: 0, busy: false })).toMatchObject({ error: null });
  });
});
