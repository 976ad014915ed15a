import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Your customer directory',
    text: 'Contacts lists every person who has written to you on any channel, with their details in one place.',
    alt: 'A directory of contact cards',
  },
  {
    title: 'Contacts appear by themselves',
    text: 'A contact is created the first time someone writes on a connected channel. You can also add one by hand.',
    alt: 'A new contact card',
  },
  {
    title: 'Search',
    text: 'Find a contact by name, e-mail, phone number or channel account.',
    alt: 'A search box above a list of contacts',
  },
  {
    title: 'The contact profile',
    text: 'Open a contact to see their name, e-mail, phone, company and the channels they used.',
    alt: 'A profile card with a photo, name and details',
  },
  {
    title: 'Conversation history',
    text: "The profile lists the contact's chats and tickets, newest first, so you can pick up where a colleague left off.",
    alt: 'A timeline of conversations under a profile',
  },
  {
    title: 'Keep details current',
    text: 'Correct a name or add a phone number or e-mail when the customer shares it. Changes are visible to the whole team.',
    alt: "A contact's profile card",
  },
  {
    title: 'Merge duplicates',
    text: 'When one customer wrote from two channels, merge the two contacts so their history is in one place.',
    alt: 'Two contact cards merging into one',
  },
  {
    title: 'Notes about the customer',
    text: 'Add notes such as preferences or contract details. Notes stay inside your team.',
    alt: 'A sticky note on a contact card',
  },
  {
    title: 'Tags and segments',
    text: 'Tag contacts, for example VIP or reseller, and filter the list by tag to find a group quickly.',
    alt: 'Coloured tags on contact cards',
  },
  {
    title: 'Start a conversation',
    text: 'From a contact, open a new ticket or send a message on a channel they have already used.',
    alt: 'A chat bubble starting from a contact card',
  },
  {
    title: 'Import and export',
    text: 'Administrators can import contacts from a spreadsheet and export the list for other tools.',
    alt: 'An arrow pointing into a tray',
  },
  {
    title: 'Respect privacy',
    text: "Only members of your workspace see your contacts. Delete a contact when a customer asks you to remove their data.",
    alt: 'A shield in front of a contact card',
  },
];
