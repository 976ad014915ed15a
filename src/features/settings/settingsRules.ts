// How the workspace settings follow the realtime events (spec §7: 'custom message' and 'ticket' events
// update the settings) and what a settings read that failed leaves behind (spec §8: empty).

import { REALTIME_EVENTS, type RealtimeEvent, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { onEachEvent } from '../realtime/eventReducers';
import { isRecord } from '../../domain/validation';
import type { CustomMessage as DomainCustomMessage } from '../../domain/api';
import { customMessagesAfterEvent } from '../../domain/cannedReplyRules';

export interface TicketSettings {
  take?: boolean;
}

/** A canned reply as the console holds it: shared (ownerId null) or the member's own. */
export type CustomMessage = DomainCustomMessage;

export interface SettingsData {
  ticket: TicketSettings;
  customMessages: CustomMessage[];
}

/** A read's data, or the empty value when the answer was not a success or not the expected shape. */
export function ticketSettingsFrom(data: unknown): TicketSettings {
  if (!isRecord(data)) return {};
  return typeof data.take === 'boolean' ? { ...data, take: data.take } : { ...data };
}

export function customMessagesFrom(data: unknown): CustomMessage[] {
  return Array.isArray(data) ? data.filter(isCustomMessage) : [];
}

function isCustomMessage(value: unknown): value is CustomMessage {
  return isRecord(value) && typeof value.id === 'string' && typeof value.shortcut === 'string' && typeof value.message === 'string';
}

/** The settings after one event of each kind the settings follow (spec §7). */
export const settingsEventRules = {
  [REALTIME_EVENTS.ticketSettings]: (settings: SettingsData, event: RealtimeEventOf<'ticket'>): SettingsData => ({
    ...settings,
    ticket: { ...settings.ticket, ...ticketSettingsFrom(event.payload.settings) },
  }),
  [REALTIME_EVENTS.customMessages]: (settings: SettingsData, event: RealtimeEventOf<'custom message'>): SettingsData => ({
    ...settings,
    customMessages: customMessagesAfterEvent(settings.customMessages, event.payload.customMessages, event.sendTo === null),
  }),
};

/** The settings after a batch of events, in order; events of other types change nothing. */
export function applySettingsEvents(settings: SettingsData, events: readonly RealtimeEvent[]): SettingsData {
  return onEachEvent({ next: settings }, events, {
    [REALTIME_EVENTS.ticketSettings]: (box, event) => (box.next = settingsEventRules[REALTIME_EVENTS.ticketSettings](box.next, event)),
    [REALTIME_EVENTS.customMessages]: (box, event) => (box.next = settingsEventRules[REALTIME_EVENTS.customMessages](box.next, event)),
  }).next;
}
