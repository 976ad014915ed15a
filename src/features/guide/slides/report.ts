import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Ticket reports',
    text: 'Reports show how your team handles tickets: how many come in, how fast they are answered and how many are solved.',
    alt: 'A dashboard with bar and line charts',
  },
  {
    title: 'Choose the period',
    text: 'Pick a date range such as today, the last 7 days or a custom period. Every figure on the page follows it.',
    alt: 'A calendar with a range of days highlighted',
  },
  {
    title: 'Volume',
    text: 'The volume chart shows tickets created per day, so you can spot busy days and plan shifts.',
    alt: 'A bar chart of tickets per day',
  },
  {
    title: 'By status',
    text: 'See how many tickets are New, Open, on Hold and Solved at the end of the period.',
    alt: 'Counter tiles for each ticket status',
  },
  {
    title: 'By channel',
    text: 'Compare where requests come from, such as e-mail, WhatsApp, web chat or social media, to see which channels need the most attention.',
    alt: 'Channel icons around a central hub',
  },
  {
    title: 'First response time',
    text: 'The average time until a customer receives the first reply. Shorter is better; compare it with your service-level targets.',
    alt: 'A clock',
  },
  {
    title: 'Resolution time',
    text: 'How long tickets take from creation to Solved, on average and at the slowest.',
    alt: 'A line chart of resolution times',
  },
  {
    title: 'Agent performance',
    text: 'A table per agent with tickets handled and solved and their response times. Agents see their own figures.',
    alt: 'Three people with a bar under each',
  },
  {
    title: 'Customer satisfaction',
    text: 'The scores customers gave in the satisfaction form, with the share of happy customers.',
    alt: 'A rating of five stars',
  },
  {
    title: 'Filter',
    text: 'Narrow every chart to a channel, a priority, a tag or an agent to answer a specific question.',
    alt: 'A search box above a funnel-shaped filter',
  },
  {
    title: 'Export',
    text: 'Download the report as a spreadsheet to share it or to keep a monthly record.',
    alt: 'An arrow pointing down into a tray',
  },
];
