import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../domain/inbox';
import { DEFAULT_WEBCHAT_SETTINGS } from '../../../domain/webchat';
import { channelBody, DEFAULT_CHANNEL_NAME, formFieldErrors, formValues, pickWebchatChannel, validateWebchatForm } from './channelWebchatRules';

const channel = (id: string, type = 'CHATOMNIWEBCHAT', settings: Record<string, unknown> = {}): Channel => ({
  id,
  type,
  name: `Chat ${id}`,
  publicId: `pub${id}xyz`,
  enabled: true,
  settings,
  secretsSet: [],
  status: 'connected',
  statusReason: null,
  health: { lastInboundAt: null, lastOutboundAt: null, lastError: null, lastErrorAt: null },
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('web chat settings rules', () => {
  it('picks the first web chat of the type', () => {
    expect(pickWebchatChannel([channel('1', 'WEBHOOK'), channel('2'), channel('3')], 'CHATOMNIWEBCHAT')!.id).toBe('2');
    expect(pickWebchatChannel([channel('1', 'WEBHOOK')], 'CHATOMNIWEBCHAT')).toBeNull();
  });

  it("starts a new channel from the defaults, caption 'Chat Us'", () => {
    expect(formValues(null)).toEqual({ name: DEFAULT_CHANNEL_NAME, ...DEFAULT_WEBCHAT_SETTINGS });
    expect(formValues(null).caption).toBe('Chat Us');
  });

  it('fills the form from a stored channel, defaults for what is missing', () => {
    expect(formValues(channel('1', 'CHATOMNIWEBCHAT', { caption: 'Ask us', color: '#AA0000' }))).toEqual({
      ...DEFAULT_WEBCHAT_SETTINGS,
      name: 'Chat 1',
      caption: 'Ask us',
      color: '#aa0000',
    });
  });

  it('checks the name with the settings', () => {
    expect(validateWebchatForm(formValues(null))).toEqual({});
    expect(validateWebchatForm({ ...formValues(null), name: ' ', color: 'red' })).toEqual({ name: 'Required', color: 'Use a colour like #2563eb' });
    expect(validateWebchatForm({ ...formValues(null), name: 'x'.repeat(81) })).toEqual({ name: 'Max 80 characters' });
  });

  it('shapes the pre-chat errors like the form’s values', () => {
    const values = { ...formValues(null), prechat: { name: 'required', email: 'maybe', message: 'off' } as never };
    expect(validateWebchatForm(values)).toEqual({ prechat: { email: "Choose 'off', 'optional' or 'required'" } });
  });

  it('sends the pre-chat form and the typing preview setting with the rest', () => {
    const values = { ...formValues(null), prechat: { name: 'required', email: 'optional', message: 'off' } as const, showVisitorTyping: true };
    expect(channelBody(values).settings).toMatchObject({ prechat: { name: 'required', email: 'optional', message: 'off' }, showVisitorTyping: true });
  });

  it('sends the name and the settings, trimmed', () => {
    expect(channelBody({ ...formValues(null), name: ' Site ', caption: ' Hi ' })).toEqual({
      name: 'Site',
      settings: { ...DEFAULT_WEBCHAT_SETTINGS, caption: 'Hi' },
    });
  });

  it("maps the api's field names to the form's", () => {
    expect(formFieldErrors({ 'settings.caption': 'Required', name: 'Max 80 characters' })).toEqual({ caption: 'Required', name: 'Max 80 characters' });
  });
});
