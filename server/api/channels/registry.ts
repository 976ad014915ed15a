import { FIXED_CHANNEL_TYPES, channelInfo, webchatChannelType } from '../../../src/domain/channels';
import type { ChannelDefinition } from './definition';
import { emailDefinition } from './email/definition';
import { lineDefinition } from './line/definition';
import { viberDefinition } from './viber/definition';
import { instagramDefinition } from './instagram/definition';
import { messengerDefinition } from './messenger/definition';
import { phoneDefinition } from './phone/definition';
import { telegramDefinition } from './telegram/definition';
import { upcomingDefinition } from './upcoming';
import { webchatDefinition } from './webchat/definition';
import { webhookDefinition } from './webhook/definition';
import { whatsappBusinessDefinition, whatsappCloudDefinition, whatsappDefinition, whatsappOfficialDefinition } from './whatsapp/definition';

// Every channel type that has a connector: one line each. A type of the channel table that is not here
// gets its upcoming definition (upcoming.ts): it cannot be connected, and its page says how it will be.
const DEFINITIONS: readonly ChannelDefinition[] = [
  webchatDefinition,
  webhookDefinition,
  whatsappDefinition,
  whatsappOfficialDefinition,
  whatsappCloudDefinition,
  whatsappBusinessDefinition,
  telegramDefinition,
  phoneDefinition,
  messengerDefinition,
  instagramDefinition,
  lineDefinition,
  viberDefinition,
  emailDefinition,
];

/** The definition of a channel type: a registered one, the table's upcoming one, or undefined for an unknown code. */
export function definitionFor(type: string): ChannelDefinition | undefined {
  const registered = DEFINITIONS.find((d) => d.matches(type));
  if (registered) return registered;
  return channelInfo(type) ? upcomingDefinition(type) : undefined;
}

/** A channel of this type can be created: its definition sends replies (inbound may be a socket, as the web chat's). */
export function isConnectable(definition: ChannelDefinition | undefined): definition is ChannelDefinition & Required<Pick<ChannelDefinition, 'outbound'>> {
  return definition?.outbound !== undefined;
}

/** Every type of the channel table, the web chat with this deployment's code, in the table's order. */
export function knownTypes(webchatProduct: string): string[] {
  return [webchatChannelType(webchatProduct), ...FIXED_CHANNEL_TYPES];
}

/** The types that can be connected on this deployment. */
export function connectableTypes(webchatProduct: string): string[] {
  return knownTypes(webchatProduct).filter((type) => isConnectable(definitionFor(type)));
}
