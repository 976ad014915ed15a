import type { ChannelDefinition } from './definition';
import { tableCapabilities } from './capabilities';

// What it will take to connect each channel type that has no connector yet (see
// ../shared/notes/channels.md for the providers' facts). Such a type has a definition without an inbound
// or outbound side: it cannot be created, and its settings page shows only this text.
const HOW_TO_CONNECT: Readonly<Record<string, string>> = {
  FACEBOOK: 'Connects a Facebook Page through Meta’s login: the Page’s messages arrive by the Graph webhook. Not available yet.',
  FBCOMMENT: 'Connects a Facebook Page through Meta’s login: comments on its posts arrive by the Graph webhook. Not available yet.',
  IGCOMMENT: 'Connects an Instagram professional account linked to a Facebook Page, through Meta’s login. Not available yet.',
  TWITTER: 'Connects an X (Twitter) account with the X API’s user login. Not available yet.',
  TWITTERDM: 'Connects an X (Twitter) account with the X API’s user login: direct messages arrive by its activity webhook. Not available yet.',
  TWITTERCOMMENT: 'Connects an X (Twitter) account with the X API’s user login: replies and mentions arrive by its activity webhook. Not available yet.',
  SHOPEE: 'Connects a Shopee shop through Shopee Open Platform’s shop authorization. Not available yet.',
  LAZADA: 'Connects a Lazada seller account through Lazada Open Platform’s authorization. Not available yet.',
  TOKOPEDIA: 'Connects a Tokopedia shop through Tokopedia’s partner api. Not available yet.',
  EMAILOUTLOOK: 'Connects a Microsoft 365 or Outlook.com mailbox through Microsoft’s login. Not available yet.',
  GOOGLEPLAY: 'Connects a Google Play developer account to answer app reviews (a service account with access to the Play Console). Not available yet.',
  GOOGLEBUSINESS: 'Connects a Google Business Profile to answer its reviews, through Google’s login. Not available yet.',
  TEAMSAPP: 'Connects a Microsoft Teams bot registered in Azure. Not available yet.',
};

/** The definition of a type from the channel table that has no connector: its text and table limits. */
export function upcomingDefinition(type: string): ChannelDefinition {
  return {
    matches: (t) => t === type,
    settings: { fields: [], howToConnect: HOW_TO_CONNECT[type] ?? 'This channel type cannot be connected yet.' },
    capabilities: tableCapabilities(type),
  };
}
