import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Your customer directory',
    text: 'The Contact list holds every person who has written to you on any channel, with their details in one place.',
    alt: 'A directory of contact cards',
    control: { role: 'list', name: 'Contact list' },
  },
  {
    title: 'Contacts appear by themselves',
    text: 'A contact is created the first time someone writes on a connected channel. The channels they used, and their account on each, are listed under Channels.',
    alt: 'A new contact card',
    control: { role: 'region', name: 'Channels', where: 'item' },
  },
  {
    title: 'Search',
    text: 'Search finds a contact by name, e-mail or phone number as you type.',
    alt: 'A search box above a list of contacts',
    control: { role: 'searchbox', name: 'Search' },
  },
  {
    title: 'The contact profile',
    text: "Open a contact to see their name, E-mail, phone, tags and notes beside the list. The page's address names the contact, so you can share it with a teammate.",
    alt: 'A profile card with a photo, name and details',
    control: { text: 'E-mail', where: 'item' },
  },
  {
    title: 'Conversation history',
    text: "The profile lists the contact's Conversations and tickets, newest first, so you can pick up where a colleague left off.",
    alt: 'A timeline of conversations under a profile',
    control: { role: 'region', name: 'Conversations', where: 'item' },
  },
  {
    title: 'Keep details current',
    text: 'Edit corrects a name or adds a phone number or e-mail when the customer shares it. Changes are visible to the whole team.',
    alt: "A contact's profile card",
    control: { role: 'button', name: 'Edit', where: 'item' },
  },
  {
    title: 'Merge duplicates',
    text: 'When one customer wrote from two channels, Merge the two contacts so their history is in one place. The dialog shows what tells two contacts apart before you choose.',
    alt: 'Two contact cards merging into one',
    control: { role: 'button', name: 'Merge', where: 'item' },
  },
  {
    title: 'Notes about the customer',
    text: 'Notes hold what the team should know, such as preferences or contract details; write them with Edit. Notes stay inside your team.',
    alt: 'A sticky note on a contact card',
    control: { role: 'heading', name: 'Notes', where: 'item' },
  },
  {
    title: 'Tags and segments',
    text: 'Tag contacts with Edit, for example VIP or reseller, then pick a Tag above the list to see that group.',
    alt: 'Coloured tags on contact cards',
    control: { role: 'combobox', name: 'Tag' },
  },
  {
    title: 'Their tickets',
    text: "Every ticket of the contact is under Tickets in the profile; open one to change it on the Tickets page.",
    alt: 'A ticket card under a contact card',
    control: { role: 'region', name: 'Tickets', where: 'item' },
  },
  {
    title: 'Where this page is',
    text: 'Contact in the menu on the left is marked inactive for now, but this page works: open it at /v2/app/contact, or from a link a teammate shares.',
    alt: 'A navigation menu with one entry greyed out',
    control: { role: 'link', name: 'Contact' },
  },
  {
    title: 'Respect privacy',
    text: 'Only members of your workspace see your Contact list, and customer text is always shown as text, never run.',
    alt: 'A shield in front of a contact card',
    control: { role: 'list', name: 'Contact list' },
  },
];
