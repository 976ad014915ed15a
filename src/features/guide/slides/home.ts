import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Welcome to your inbox',
    text: 'This console brings every customer conversation and ticket of your workspace into one place. This short guide shows where things are; open it again at any time from the ? button in the header.',
    alt: 'A console window with a list of conversations from several channels',
  },
  {
    title: 'Your greeting and status',
    text: 'The top of Home greets you and shows your status. Green means Available: new chats and tickets can be assigned to you. Yellow means Aux: you are away and nothing new is routed to you.',
    alt: 'An avatar with a green dot for Available and a yellow dot for Aux',
  },
  {
    title: 'Switch your status',
    text: 'Change your status from your avatar in the top-right corner. Pick Aux before a break or a meeting, and Available when you are back.',
    alt: 'The profile menu open on the status switch',
  },
  {
    title: "Today's tickets at a glance",
    text: "The counters show today's tickets assigned to you by status: Unassigned, New, Open, Hold and Solved. Check them before you start to see how much is waiting.",
    alt: 'Five counter tiles with numbers, one per ticket status',
  },
  {
    title: 'What the statuses mean',
    text: 'New tickets have not been answered yet, Open ones are in progress, Hold ones wait for the customer or a third party, and Solved ones are done. Unassigned tickets wait for someone to take them.',
    alt: 'Status labels New, Open, Hold and Solved joined by arrows',
  },
  {
    title: 'Find your way',
    text: 'The menu on the left lists the areas your access allows: Tickets, Chat, Contact, Reports and, for administrators, the workspace settings. Your administrator decides which ones you see.',
    alt: 'A navigation menu on the left side of the console',
  },
  {
    title: 'Quick links',
    text: 'The links on Home take you straight to the same areas. Start with Chat for live conversations, or Tickets for e-mail and other requests that need follow-up.',
    alt: 'Three link cards',
  },
  {
    title: 'Never miss new work',
    text: 'The console can show a desktop notification with a sound when a ticket is created, changes status or is solved. Allow notifications when your browser asks, so you hear about new work even from another tab.',
    alt: 'A bell with a notification badge',
  },
  {
    title: 'One tab at a time',
    text: 'Use the console in a single browser tab. A second tab asks you to go back to the first one, so no message is missed or answered twice.',
    alt: 'Two browser tabs, the second one crossed out',
  },
  {
    title: 'Help is one click away',
    text: 'The Help Center link and the chat assistant live in your profile menu, and the ? button in the header lists every guide of the console.',
    alt: 'A question mark button opening a small help menu',
  },
];
