import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Tickets keep requests on track',
    text: 'A ticket is one customer request, from any channel, tracked until it is solved. The Tickets list holds them all, newest first.',
    alt: 'A ticket card with a number, a subject and a status label',
    control: { role: 'listbox', name: 'Tickets' },
  },
  {
    title: 'The ticket list',
    text: "Each row shows the ticket's number, subject, status, priority, channel, customer and assignee. Tick rows, or Select all, to assign, change, tag or merge many tickets at once.",
    alt: 'A list of tickets with status labels on the right',
    control: { role: 'checkbox', name: 'Select all' },
  },
  {
    title: 'Filter and search',
    text: 'Search by number, subject or customer, and narrow the list by status, priority, channel, agent, department, tags or creation date. The count above the list follows.',
    alt: 'A search box above a funnel-shaped filter',
    control: { role: 'searchbox', name: 'Search' },
  },
  {
    title: 'Set the priority',
    text: 'Open a ticket and give it a Priority: Low, Medium, High or Urgent. Sort by Priority above the list so urgent problems are answered first.',
    alt: 'Four flags coloured from grey for Low to red for Urgent',
    control: { role: 'combobox', name: 'Priority', where: 'item' },
  },
  {
    title: 'Move a ticket through its statuses',
    text: 'Set the Status to Open while you work on it, Hold while you wait for the customer, and Solved when the request is answered. Your team sees the change at once.',
    alt: 'Status labels New, Open, Hold and Solved joined by arrows',
    control: { role: 'combobox', name: 'Status', where: 'item' },
  },
  {
    title: 'Assign and take tickets',
    text: 'Pick a teammate who knows the topic in Assignee, or yourself. Each ticket has one owner, so nothing is answered twice.',
    alt: 'An arrow passing a ticket from one person to another',
    control: { role: 'combobox', name: 'Assignee', where: 'item' },
  },
  {
    title: 'Notes and history',
    text: "Add a note keeps what the team needs to know on the ticket, and the History lists every change with who made it. You answer the customer in Chat, in the ticket's conversation.",
    alt: 'A reply composer under a conversation, with a note beside it',
    control: { role: 'textbox', name: 'Add a note', where: 'item' },
  },
];
