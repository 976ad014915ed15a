// Instagram counts bytes (channels.md §1.1): the composer's and the api's 'too much character' applies at
// 999 characters or 1,000 UTF-8 bytes, whichever comes first; other channels count characters only.
import { describe, expect, it } from 'vitest';
import { TOO_MUCH_CHARACTER, messageLengthError, utf8ByteCount } from './channels';

describe('utf8ByteCount', () => {
  it('counts 1 to 4 bytes per character as UTF-8 encodes them', () => {
    for (const text of ['a', 'é', 'ก', '😀', 'ab ก😀é', '']) expect(utf8ByteCount(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});

describe('Instagram DM: characters or bytes, whichever comes first', () => {
  it('takes 999 ASCII characters and refuses 1,000 (the character limit comes first)', () => {
    expect(messageLengthError('IGDM', 'a'.repeat(999))).toBeUndefined();
    expect(messageLengthError('IGDM', 'a'.repeat(1000))).toBe(TOO_MUCH_CHARACTER);
  });

  it('refuses 334 Thai characters (1,002 bytes) and takes 333 (999 bytes)', () => {
    expect(messageLengthError('IGDM', 'ก'.repeat(333))).toBeUndefined();
    expect(messageLengthError('IGDM', 'ก'.repeat(334))).toBe(TOO_MUCH_CHARACTER);
  });

  it('takes 250 emoji (1,000 bytes) and refuses 250 emoji and one letter', () => {
    expect(messageLengthError('IGDM', '😀'.repeat(250))).toBeUndefined();
    expect(messageLengthError('IGDM', `${'😀'.repeat(250)}a`)).toBe(TOO_MUCH_CHARACTER);
  });

  it('leaves channels that count characters alone: 999 Thai characters pass on Messenger', () => {
    expect(messageLengthError('FBMESSENGER', 'ก'.repeat(999))).toBeUndefined();
  });
});
