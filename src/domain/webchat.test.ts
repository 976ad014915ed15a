import { describe, expect, it } from 'vitest';
import { validateRecord } from './validation';
import {
  DEFAULT_WEBCHAT_SETTINGS,
  offlineFormRules,
  readWebchatSettings,
  webchatEmbedSnippet,
  webchatFrameUrl,
  webchatSettingsErrors,
} from './webchat';

describe('readWebchatSettings', () => {
  it("gives the defaults, caption 'Chat Us', for nothing stored", () => {
    expect(readWebchatSettings({})).toEqual(DEFAULT_WEBCHAT_SETTINGS);
    expect(readWebchatSettings(null)).toEqual(DEFAULT_WEBCHAT_SETTINGS);
    expect(readWebchatSettings(undefined).caption).toBe('Chat Us');
  });

  it('keeps good values, trimmed, the colour in lower case', () => {
    expect(readWebchatSettings({ caption: ' Ask us ', color: '#AB12CD', greeting: 'Hey', position: 'left', offlineMessage: 'Later' })).toEqual({
      caption: 'Ask us',
      color: '#ab12cd',
      greeting: 'Hey',
      position: 'left',
      offlineMessage: 'Later',
    });
  });

  it('replaces unusable values by their defaults and cuts long texts', () => {
    const read = readWebchatSettings({ caption: '', color: 'javascript:alert(1)', greeting: 7, position: 'middle', offlineMessage: 'x'.repeat(900) });
    expect(read).toMatchObject({ caption: 'Chat Us', color: DEFAULT_WEBCHAT_SETTINGS.color, greeting: DEFAULT_WEBCHAT_SETTINGS.greeting, position: 'right' });
    expect(read.offlineMessage).toHaveLength(500);
    expect(readWebchatSettings({ color: '#abc' }).color).toBe(DEFAULT_WEBCHAT_SETTINGS.color);
  });
});

describe('webchatSettingsErrors', () => {
  it('accepts the defaults', () => {
    expect(webchatSettingsErrors(DEFAULT_WEBCHAT_SETTINGS)).toEqual({});
  });

  it('names every field to correct', () => {
    expect(webchatSettingsErrors({ caption: ' ', color: 'blue', greeting: 'x'.repeat(501), position: 'top', offlineMessage: undefined })).toEqual({
      caption: 'Required',
      color: 'Use a colour like #2563eb',
      greeting: 'Max 500 characters',
      position: 'Choose right or left',
      offlineMessage: 'Required',
    });
    expect(webchatSettingsErrors({ ...DEFAULT_WEBCHAT_SETTINGS, caption: 'x'.repeat(41) })).toEqual({ caption: 'Max 40 characters' });
  });
});

describe('offline form rules', () => {
  it('needs a name, an e-mail address and a message', () => {
    expect(validateRecord({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }, offlineFormRules)).toEqual({});
    expect(validateRecord({ name: ' ', email: 'ada', message: '' }, offlineFormRules)).toEqual({ name: 'Required', email: 'Invalid format', message: 'Required' });
    expect(validateRecord({ name: 'x'.repeat(101), email: 'a@b.co', message: 'x'.repeat(5001) }, offlineFormRules)).toEqual({
      name: 'Max 100 characters',
      message: 'Max 5000 characters',
    });
  });
});

describe('embedding', () => {
  it('is one script tag naming the channel', () => {
    expect(webchatEmbedSnippet('https://inbox.example.com', 'Ab12_-xy')).toBe(
      '<script src="https://inbox.example.com/v2/webchat.js" data-channel="Ab12_-xy" async></script>',
    );
  });

  it('points the frame at the chat window page with the channel and the parent origin', () => {
    expect(webchatFrameUrl('https://inbox.example.com', 'Ab12', 'https://shop.example')).toBe(
      'https://inbox.example.com/v2/webchat/frame?channel=Ab12&origin=https%3A%2F%2Fshop.example',
    );
  });
});
