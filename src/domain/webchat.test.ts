import { describe, expect, it } from 'vitest';
import { validateRecord } from './validation';
import {
  DEFAULT_WEBCHAT_SETTINGS,
  offlineFormRules,
  readWebchatSettings,
  TYPING_PREVIEW_MAX,
  typingPreview,
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
    const prechat = { name: 'required', email: 'optional', message: 'off' } as const;
    expect(
      readWebchatSettings({ caption: ' Ask us ', color: '#AB12CD', greeting: 'Hey', position: 'left', offlineMessage: 'Later', prechat, showVisitorTyping: true }),
    ).toEqual({
      caption: 'Ask us',
      color: '#ab12cd',
      greeting: 'Hey',
      position: 'left',
      offlineMessage: 'Later',
      prechat,
      showVisitorTyping: true,
    });
  });

  it('asks nothing before the chat and shows agents no typed text unless the channel says so', () => {
    expect(readWebchatSettings({}).prechat).toEqual({ name: 'off', email: 'off', message: 'off' });
    expect(readWebchatSettings({ prechat: { name: 'always', email: 'required' }, showVisitorTyping: 'yes' })).toMatchObject({
      prechat: { name: 'off', email: 'required', message: 'off' },
      showVisitorTyping: false,
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
    expect(
      webchatSettingsErrors({
        caption: ' ',
        color: 'blue',
        greeting: 'x'.repeat(501),
        position: 'top',
        offlineMessage: undefined,
        prechat: { name: 'sometimes', email: 'optional', message: 'off' },
        showVisitorTyping: 'on',
      }),
    ).toEqual({
      caption: 'Required',
      color: 'Use a colour like #2563eb',
      greeting: 'Max 500 characters',
      position: 'Choose right or left',
      offlineMessage: 'Required',
      showVisitorTyping: 'Must be true or false',
      'prechat.name': "Choose 'off', 'optional' or 'required'",
    });
    expect(webchatSettingsErrors({ ...DEFAULT_WEBCHAT_SETTINGS, caption: 'x'.repeat(41) })).toEqual({ caption: 'Max 40 characters' });
  });
});

describe('typingPreview', () => {
  it('keeps a short text whole and the end of a long one, never half an emoji', () => {
    expect(typingPreview('Where is my order?')).toBe('Where is my order?');
    const long = `${'a'.repeat(400)}the end`;
    expect(typingPreview(long)).toBe(`…${long.slice(-299)}`);
    expect(typingPreview(long)).toHaveLength(TYPING_PREVIEW_MAX);
    const emoji = `x${'😀'.repeat(200)}`;
    expect(typingPreview(emoji).codePointAt(1)).toBe(0x1f600);
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
