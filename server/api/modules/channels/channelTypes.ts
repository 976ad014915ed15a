import { channelInfo } from '../../../../src/domain/channels';
import type { ChannelSettingsSchema } from '../../../../src/domain/channelSettingsSchema';
import type { ChannelCapabilities } from '../../channels/definition';
import { definitionFor, isConnectable, knownTypes } from '../../channels/registry';

/** One row of GET /channel-types: what the console's generic channel settings page renders. */
export interface ChannelTypeView {
  type: string;
  label: string;
  icon: string;
  /** A channel of this type can be created; otherwise the page shows only settings.howToConnect. */
  connectable: boolean;
  /** Its definition answers 'Test the connection'. */
  testable: boolean;
  settings: ChannelSettingsSchema;
  capabilities: ChannelCapabilities;
}

/** Every type of the channel table, the web chat with this deployment's code, as the registry defines it. */
export function channelTypeViews(webchatProduct: string): ChannelTypeView[] {
  return knownTypes(webchatProduct).map((type) => {
    const info = channelInfo(type)!;
    const definition = definitionFor(type)!;
    return {
      type,
      label: info.label,
      icon: info.icon,
      connectable: isConnectable(definition),
      testable: definition.testConnection !== undefined,
      settings: definition.settings,
      capabilities: definition.capabilities,
    };
  });
}
