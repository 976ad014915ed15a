import { describe, expect, it } from 'vitest';
import {
  CHANNEL_LOGOS,
  FIXED_CHANNEL_TYPES,
  TOO_MUCH_CHARACTER,
  WHATSAPP_OFFICIAL_TYPES,
  channelInfo,
  channelLabel,
  channelSettingsTypes,
  fileTypeAllowed,
  isWebchatType,
  messageLengthError,
  webchatChannelType,
} from './channels';

describe('web chat type', () => {
  it('embeds the product code', () => {
    expect(webchatChannelType('OMNI')).toBe('CHATOMNIWEBCHAT');
    expect(isWebchatType('CHATOMNIWEBCHAT')).toBe(true);
    expect(isWebchatType('WEBCHAT')).toBe(false);
    expect(channelLabel(webchatChannelType('ACME'))).toBe('Webchat');
  });
});

describe('labels (spec §3)', () => {
  it.each([
    ['FBCOMMENT', 'Facebook Comment'],
    ['IGDM', 'Instagram DM'],
    ['EMAILOUTLOOK', 'Outlook'],
  ])('%s is labelled %s', (type, label) => {
    expect(channelLabel(type)).toBe(label);
  });

  it('labels every official WhatsApp variant WhatsApp Official', () => {
    for (const type of WHATSAPP_OFFICIAL_TYPES) expect(channelLabel(type)).toBe('WhatsApp Official');
  });

  it('passes unknown types through as text', () => {
    expect(channelLabel('CARRIERPIGEON')).toBe('CARRIERPIGEON');
    expect(channelInfo('CARRIERPIGEON')).toBeUndefined();
  });

  it('gives every type an alias and an icon under /v2/channels', () => {
    for (const type of FIXED_CHANNEL_TYPES) {
      const info = channelInfo(type);
      expect(info?.alias).toMatch(/^[a-z-]+$/);
      expect(info?.icon).toMatch(/^\/v2\/channels\/[a-z-]+\.svg$/);
    }
  });
});

describe('message limits (spec §5)', () => {
  it('uses the spec message', () => {
    expect(TOO_MUCH_CHARACTER).toBe('too much character');
  });

  it.each([
    ['FACEBOOK', 1999],
    ['FBCOMMENT', 9999],
    ['TWITTERDM', 9999],
    ['IGDM', 999],
    ['WHATSAPP', 19900],
    ...WHATSAPP_OFFICIAL_TYPES.map((type) => [type, 19900] as [string, number]),
    ['TELEGRAM', 3999],
    ['LINE', 499],
    ['GOOGLEPLAY', 350],
  ])('%s accepts %i characters and refuses one more', (type, max) => {
    expect(channelInfo(type)?.maxCharacter).toBe(max);
    expect(messageLengthError(type, 'a'.repeat(max))).toBeUndefined();
    expect(messageLengthError(type, 'a'.repeat(max + 1))).toBe(TOO_MUCH_CHARACTER);
  });

  it('counts an emoji as one character', () => {
    expect(messageLengthError('LINE', '😀'.repeat(499))).toBeUndefined();
  });

  it('has no limit where the spec gives none', () => {
    expect(messageLengthError('EMAIL', 'a'.repeat(100_000))).toBeUndefined();
  });
});

describe('attachments (spec §5)', () => {
  it('Facebook Comment: disabled, 1 file, images and videos', () => {
    expect(channelInfo('FBCOMMENT')?.attachment).toEqual({ enabled: false, count: 1 });
    expect(fileTypeAllowed('FBCOMMENT', 'video/mp4')).toBe(true);
    expect(fileTypeAllowed('FBCOMMENT', 'image/png')).toBe(true);
    expect(fileTypeAllowed('FBCOMMENT', 'application/pdf')).toBe(false);
  });

  it('Twitter Comment: enabled, up to 3 files', () => {
    expect(channelInfo('TWITTERCOMMENT')?.attachment).toEqual({ enabled: true, count: 3 });
  });

  it.each(['IGCOMMENT', 'GOOGLEPLAY', 'GOOGLEBUSINESS'])('%s: disabled, no file types', (type) => {
    expect(channelInfo(type)?.attachment?.enabled).toBe(false);
    expect(fileTypeAllowed(type, 'image/png')).toBe(false);
  });

  it('does not restrict channels without a rule', () => {
    expect(fileTypeAllowed('EMAIL', 'application/pdf')).toBe(true);
  });
});

describe('lists', () => {
  it('shows the 23 logos of spec §1, each once', () => {
    expect(CHANNEL_LOGOS).toHaveLength(23);
    expect(new Set(CHANNEL_LOGOS.map((c) => c.logo)).size).toBe(23);
  });

  it('has a settings page per channel of spec §2, web chat first, and one for each other type that connects', () => {
    const types = channelSettingsTypes('OMNI');
    expect(types).toHaveLength(23);
    expect(types[0]).toBe('CHATOMNIWEBCHAT');
    expect(types.slice(19)).toEqual(['WHATSAPPOFFICIAL', 'WHATSAPPBUSINESS', 'WHATSAPPCLOUD', 'PHONE']);
  });
});
