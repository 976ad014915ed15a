import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Tickets keep requests on track',
    text: 'A ticket is one customer request, from any channel, tracked until it is solved. Use tickets for e-mail, comments and anything that needs follow-up rather than a live reply.',
    alt: 'A ticket card with a number, a subject and a status label',
  },
  {
    title: 'The ticket list',
    text: "Each row shows the ticket's number, subject, channel, priority and status, with the latest activity on top. Open a row to read the whole conversation.",
    alt: 'A list of tickets with status labels on the right',
  },
  {
    title: 'Filter and search',
    text: 'Narrow the list by status, priority, channel or assignee, or search by ticket number, subject or customer. Agents see their own tickets; administrators can filter by any agent.',
    alt: 'A search box above a funnel-shaped filter',
  },
  {
    title: 'Set the priority',
    text: 'Give each ticket a priority: Low, Medium, High or Urgent. Sort by priority so urgent problems are answered first.',
    alt: 'Four flags coloured from grey for Low to red for Urgent',
  },
  {
    title: 'Move a ticket through its statuses',
    text: 'Set a ticket to Open while you work on it, Hold while you wait for the customer, and Solved when the request is answered. Your team sees the change at once.',
    alt: 'Status labels New, Open, Hold and Solved joined by arrows',
  },
  {
    title: 'Assign and take tickets',
    text: 'Assign a ticket to a teammate who knows the topic, or take an unassigned one yourself. Each ticket has one owner, so nothing is answered twice.',
    alt: 'An arrow passing a ticket from one person to another',
  },
  {
    title: 'Reply and keep notes',
    text: 'Write your reply in the composer at the bottom; it goes back through the channel the customer used. Internal notes stay inside the team.',
    alt: 'A reply composer under a conversation, with a note beside it',
  },
];
