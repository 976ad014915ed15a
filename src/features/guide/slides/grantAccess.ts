import type { SlideText } from './slideTypes';

// The Grant access page is not built yet: the first slide says so, the others show how access works today.
export const slides: readonly SlideText[] = [
  {
    title: 'Grant access is not built yet',
    text: "Choosing areas member by member is not built yet: this page says 'This part of the console is not available yet.' Today each member's role decides what they can open.",
    alt: 'A key above a list of console areas',
    control: { text: 'This part of the console is not available yet.' },
  },
  {
    title: 'The role decides',
    text: 'Members shows the Role of each member: Administrators open every area, Agents open Home, Tickets, Chat, Contact and Reports.',
    alt: 'Two profile cards labelled Administrator and Agent',
    control: { role: 'columnheader', name: 'Role', page: '/settings/workspace/member' },
  },
  {
    title: 'What the menu shows',
    text: 'The Main menu on the left lists only the areas a member may open; any other address takes them back to Home.',
    alt: 'A list of areas with check boxes, some ticked',
    control: { role: 'navigation', name: 'Main' },
  },
  {
    title: 'What an agent sees',
    text: 'Agents see the Unassigned work and their own; work assigned to a teammate reaches only that teammate and the administrators.',
    alt: 'A large check mark',
    control: { role: 'button', name: 'Unassigned', page: '/app/chat' },
  },
];
