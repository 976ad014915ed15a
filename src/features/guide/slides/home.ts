import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Welcome to your inbox',
    text: 'This console brings every customer conversation and ticket of your workspace into one place. This short guide shows where things are; open it again at any time from the Help (?) button in the header.',
    alt: 'A console window with a list of conversations from several channels',
    control: { role: 'button', name: 'Help' },
  },
  {
    title: 'Your greeting and status',
    text: 'Home greets you and shows your status, which your avatar in the header (the Profile menu) carries as a dot: green for Available, yellow for Aux.',
    alt: 'An avatar with a green dot for Available and a yellow dot for Aux',
    control: { role: 'button', name: 'Profile menu' },
  },
  {
    title: 'Switch your status',
    text: 'Open your profile menu and pick Aux before a break or a meeting, and Available when you are back.',
    alt: 'The profile menu open on the status switch',
    control: { role: 'button', name: 'Aux', where: 'profile menu' },
  },
  {
    title: "Today's tickets at a glance",
    text: 'Your tickets today counts the tickets assigned to you by status: Unassigned, New, Open, Hold and Solved. Check it before you start to see how much is waiting.',
    alt: 'Five counter tiles with numbers, one per ticket status',
    control: { role: 'region', name: 'Your tickets today' },
  },
  {
    title: 'What the statuses mean',
    text: "A ticket's Status says where it stands: New has not been answered yet, Open is in progress, Hold waits for the customer or a third party, and Solved is done. Unassigned tickets wait for someone to take them.",
    alt: 'Status labels New, Open, Hold and Solved joined by arrows',
    control: { role: 'combobox', name: 'Status', where: 'item', page: '/app/ticket' },
  },
  {
    title: 'Find your way',
    text: 'The Main menu on the left lists the areas your access allows: Tickets, Chat, Reports and, for administrators, the workspace settings. Contact is marked inactive there; its page opens from its address.',
    alt: 'A navigation menu on the left side of the console',
    control: { role: 'navigation', name: 'Main' },
  },
  {
    title: 'Quick links',
    text: 'Where to next takes you straight to the same areas. Start with Chat for live conversations, or Tickets for requests that need follow-up.',
    alt: 'Three link cards',
    control: { role: 'heading', name: 'Where to next' },
  },
  {
    title: 'Never miss new work',
    text: 'The console shows a desktop notification when a ticket is created, changes status or is solved, once you allow notifications. Sound for new messages, in your profile menu, decides which messages you hear.',
    alt: 'A bell with a notification badge',
    control: { role: 'combobox', name: 'Sound for new messages', where: 'profile menu' },
  },
  {
    title: 'Keep your account safe',
    text: 'Turn on Two-factor login from your profile menu: you then log in with your password and a code from an authenticator app.',
    alt: 'A padlock with a shield',
    control: { role: 'button', name: 'Two-factor login', where: 'profile menu' },
  },
  {
    title: 'Help is one click away',
    text: 'The Help Center link lives in your profile menu, and the ? button in the header lists every guide of the console.',
    alt: 'A question mark button opening a small help menu',
    control: { role: 'link', name: 'Help Center', where: 'profile menu' },
  },
];
