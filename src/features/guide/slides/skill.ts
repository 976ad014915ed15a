import type { SlideText } from './slideTypes';

// The Skills page is not built yet: the first slide says so, the others show what helps today.
export const slides: readonly SlideText[] = [
  {
    title: 'Skills are not built yet',
    text: "Routing work by skill is not built yet: this page says 'This part of the console is not available yet.' The next slides show how to send work to the right people today.",
    alt: 'A row of stars for skills',
    control: { text: 'This part of the console is not available yet.' },
  },
  {
    title: 'Pick the right person',
    text: 'Open a ticket and choose the teammate who knows the topic in Assignee.',
    alt: 'An arrow routing a conversation to an agent with a matching skill',
    control: { role: 'combobox', name: 'Assignee', where: 'item', page: '/app/ticket' },
  },
  {
    title: 'Hand over a conversation',
    text: 'In Chat, the Assignee of an open conversation hands it to a teammate.',
    alt: 'An arrow passing a conversation from one agent to another',
    control: { role: 'combobox', name: 'Assignee', where: 'item', page: '/app/chat' },
  },
  {
    title: 'Tag the topic',
    text: "Add a tag such as billing or spanish to a ticket, so the people who know the topic find it.",
    alt: 'A new skill tag being added',
    control: { role: 'textbox', name: 'Add a tag', where: 'item', page: '/app/ticket' },
  },
  {
    title: 'Find your topics',
    text: 'Type your topics in the Tags filter of Tickets to see the requests you are best placed to answer.',
    alt: 'A checklist of skills',
    control: { role: 'textbox', name: 'Tags', page: '/app/ticket' },
  },
  {
    title: 'Your own queue',
    text: 'Mine in Chat shows the conversations assigned to you, whatever their topic.',
    alt: 'A group of agents',
    control: { role: 'button', name: 'Mine', page: '/app/chat' },
  },
];
