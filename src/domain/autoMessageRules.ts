// The automatic messages of a channel (greeting, away, closing): what each is for, the rules of its text
// (the same for the settings page and the api), and when the product sends one. Pure.

import { messageLengthError } from './channels';

export const AUTO_MESSAGE_KINDS = ['greeting', 'away', 'closing'] as const;
export type AutoMessageKind = (typeof AUTO_MESSAGE_KINDS)[number];

export const AUTO_TEXT_MAX = 1000;

export interface AutoMessageSetting {
  text: string;
  enabled: boolean;
}

export type AutoMessageSettings = Record<AutoMessageKind, AutoMessageSetting>;

export interface ChannelAutoMessages {
  channelId: string;
  channelName: string;
  channelType: string;
  messages: AutoMessageSettings;
}

export const AUTO_MESSAGE_LABELS: Record<AutoMessageKind, { title: string; when: string }> = {
  greeting: { title: 'Greeting', when: 'Sent when a customer starts a new conversation.' },
  away: { title: 'Away', when: 'Sent when a customer writes outside business hours, or while no member of the workspace is available.' },
  closing: { title: 'Closing', when: 'Sent when a conversation is resolved.' },
};

export const emptyAutoMessages = (): AutoMessageSettings => ({
  greeting: { text: '', enabled: false },
  away: { text: '', enabled: false },
  closing: { text: '', enabled: false },
});

/** The text's message, or undefined: an enabled message needs text; any text fits the channel's limit. */
export function autoTextError(channelType: string, setting: AutoMessageSetting): string | undefined {
  const text = setting.text.trim();
  if (setting.enabled && text === '') return 'Required';
  if (text.length > AUTO_TEXT_MAX) return `Max ${AUTO_TEXT_MAX} characters`;
  return text === '' ? undefined : messageLengthError(channelType, text);
}

export function autoMessageErrors(channelType: string, settings: AutoMessageSettings): Partial<Record<AutoMessageKind, string>> {
  const errors: Partial<Record<AutoMessageKind, string>> = {};
  for (const kind of AUTO_MESSAGE_KINDS) {
    const error = autoTextError(channelType, settings[kind]);
    if (error) errors[kind] = error;
  }
  return errors;
}

/**
 * Which messages a customer's message calls for: a greeting for a new conversation, then away when nobody
 * is available or the channel's business hours are closed (withinHours: its calendar, business hours).
 */
export function dueAfterInbound(input: { opened: boolean; anyoneAvailable: boolean; withinHours: boolean }): AutoMessageKind[] {
  const due: AutoMessageKind[] = [];
  if (input.opened) due.push('greeting');
  if (!input.anyoneAvailable || !input.withinHours) due.push('away');
  return due;
}

/**
 * The message's key on its channel (messages.external_id, unique per channel): the same event never
 * sends twice, however many requests or instances see it. A greeting once per conversation; away once
 * until an agent writes (marker: the agent's last message); closing once per customer exchange (marker:
 * the customer's last message), so resolving, reopening and resolving again without a word in between
 * says goodbye once.
 */
export function autoMessageKey(kind: AutoMessageKind, conversationId: string, marker: string | null): string {
  return kind === 'greeting' ? `auto:greeting:${conversationId}` : `auto:${kind}:${conversationId}:${marker ?? 'none'}`;
}
