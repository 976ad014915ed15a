import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Control what people can open',
    text: 'Grant access decides which areas of the console each member sees: Home, Tickets, Chat, Contact, Reports, Workspace, Channel and Plans & Billings.',
    alt: 'A key above a list of console areas',
  },
  {
    title: 'Choose areas per member',
    text: 'Tick the areas a member needs. Their navigation shows only those areas, and any other address takes them back to Home.',
    alt: 'A list of areas with check boxes, some ticked',
  },
  {
    title: 'Start from the role',
    text: 'Administrators start with every area, and agents with Home, Tickets, Chat, Contact and Reports. Adjust from there.',
    alt: 'Two profile cards labelled Administrator and Agent',
  },
  {
    title: 'Save and apply',
    text: "Changes take effect when the member's console next reads their access, at the latest on their next page load.",
    alt: 'A large check mark',
  },
];
