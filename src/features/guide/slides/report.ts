import type { SlideText } from './slideTypes';

// The Reports page is not built yet: the first slide says so, the others show where today's figures are.
export const slides: readonly SlideText[] = [
  {
    title: 'Reports are not built yet',
    text: "Charts of your team's tickets are not built yet: this page says 'This part of the console is not available yet.' Until they are, the next slides show where to find today's figures.",
    alt: 'A dashboard with bar and line charts',
    control: { text: 'This part of the console is not available yet.' },
  },
  {
    title: "Today's counts",
    text: 'On Home, Your tickets today counts the tickets assigned to you by status.',
    alt: 'Counter tiles for each ticket status',
    control: { role: 'region', name: 'Your tickets today', page: '/home' },
  },
  {
    title: 'Count by status',
    text: 'On Tickets, pick one or more values in the Status filter: the count above the list tells you how many tickets match.',
    alt: 'A search box above a funnel-shaped filter',
    control: { role: 'button', name: 'Status', page: '/app/ticket' },
  },
  {
    title: 'By channel',
    text: 'The Channel filter of Tickets shows how many requests came from e-mail, web chat, WhatsApp or any other channel.',
    alt: 'Channel icons around a central hub',
    control: { role: 'button', name: 'Channel', page: '/app/ticket' },
  },
  {
    title: 'By agent',
    text: "The Agent filter of Tickets gives one teammate's tickets; add a Status to see what they have solved.",
    alt: 'Three people with a bar under each',
    control: { role: 'button', name: 'Agent', page: '/app/ticket' },
  },
  {
    title: 'By department',
    text: "The Department filter of Tickets narrows the list to one department's work.",
    alt: 'A building beside a group of people',
    control: { role: 'button', name: 'Department', page: '/app/ticket' },
  },
  {
    title: 'By priority',
    text: 'The Priority filter of Tickets counts the urgent and high-priority requests still waiting.',
    alt: 'Four flags coloured from grey for Low to red for Urgent',
    control: { role: 'button', name: 'Priority', page: '/app/ticket' },
  },
  {
    title: 'Choose the period',
    text: 'Created from and Created to limit the ticket list to a range of days; the count follows.',
    alt: 'A calendar with a range of days highlighted',
    control: { role: 'textbox', name: 'Created from', page: '/app/ticket' },
  },
  {
    title: 'By tag',
    text: 'Type tags in the Tags filter of Tickets, such as refund, to count the requests about one topic.',
    alt: 'Coloured tags on ticket cards',
    control: { role: 'textbox', name: 'Tags', page: '/app/ticket' },
  },
  {
    title: 'Oldest first',
    text: 'Sort by Oldest in Tickets to see which requests have waited longest.',
    alt: 'A list with an arrow pointing up to its oldest row',
    control: { role: 'combobox', name: 'Sort by', page: '/app/ticket' },
  },
  {
    title: 'Conversations',
    text: 'In Chat, the count above the list follows the Status and Assigned to buttons: open or resolved, yours, unassigned or all.',
    alt: 'Three queue cards, the first one selected',
    control: { role: 'group', name: 'Assigned to', page: '/app/chat' },
  },
];
