import { describe, expect, it } from 'vitest';
import { attachmentType, messagingTypeAt, textFits } from './sendRules';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('messagingTypeAt', () => {
  it('answers RESPONSE within 24 hours of the customer’s last message', () => {
    expect(messagingTypeAt('Messenger', ago(0), now)).toEqual({ messaging_type: 'RESPONSE' });
    expect(messagingTypeAt('Messenger', ago(23.99), now)).toEqual({ messaging_type: 'RESPONSE' });
  });

  it('answers MESSAGE_TAG with HUMAN_AGENT after 24 hours and up to 7 days', () => {
    expect(messagingTypeAt('Messenger', ago(24), now)).toEqual({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    expect(messagingTypeAt('Instagram', ago(167.99), now)).toEqual({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
  });

  it('refuses after 7 days, or when the customer never wrote, naming the provider', () => {
    expect(messagingTypeAt('Instagram', ago(168), now)).toEqual({ refused: expect.stringContaining('Instagram takes replies only within 7 days') });
    expect(messagingTypeAt('Messenger', null, now)).toHaveProperty('refused');
  });
});

describe('textFits', () => {
  it('caps Messenger at 2,000 characters and Instagram at 1,000 bytes', () => {
    expect(textFits('messenger', '😀'.repeat(2000))).toBe(true);
    expect(textFits('messenger', 'a'.repeat(2001))).toBe(false);
    expect(textFits('instagram', 'a'.repeat(1000))).toBe(true);
    expect(textFits('instagram', 'ก'.repeat(334))).toBe(false);
  });
});

describe('attachmentType', () => {
  it('maps MIME types to Meta’s attachment types', () => {
    expect(['image/png', 'video/mp4', 'audio/mpeg', 'application/pdf'].map(attachmentType)).toEqual(['image', 'video', 'audio', 'file']);
  });
});
