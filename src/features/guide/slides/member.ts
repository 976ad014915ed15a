import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Your team',
    text: 'Members lists the people who work in this workspace by Name, with their e-mail, role and two-factor login.',
    alt: 'A group of three people',
    control: { role: 'columnheader', name: 'Name' },
  },
  {
    title: 'You in the list',
    text: 'Your own row is marked (you), so you can tell it apart from a teammate with the same name.',
    alt: 'A list of people with one row highlighted',
    control: { text: '(you)' },
  },
  {
    title: 'Roles',
    text: 'The Role column says who is an Administrator, who manages settings, channels, members and billing, and who is an Agent, who handles chats, tickets and contacts.',
    alt: 'Two profile cards labelled Administrator and Agent',
    control: { role: 'columnheader', name: 'Role' },
  },
  {
    title: 'Where mail goes',
    text: 'E-mail is the address each member logs in with and receives the console’s mail at.',
    alt: 'An envelope with an at sign',
    control: { role: 'columnheader', name: 'E-mail' },
  },
  {
    title: 'Who uses two-factor login',
    text: 'The Two-factor login column shows, member by member, who logs in with a code from an authenticator app as well as a password.',
    alt: 'A padlock beside a list of people',
    control: { role: 'columnheader', name: 'Two-factor login' },
  },
  {
    title: 'Require it for everyone',
    text: 'Require two-factor login for every member asks those who have not set it up to do so the next time they use the console. Everyone is told by mail.',
    alt: 'A switch turned on beside a padlock',
    control: { role: 'switch', name: 'Require two-factor login for every member' },
  },
  {
    title: 'A lost phone',
    text: 'When a member loses their authenticator, Actions in their row offers to reset their two-factor login, so they can set it up again.',
    alt: 'A phone with a circular arrow',
    control: { role: 'columnheader', name: 'Actions' },
  },
  {
    title: 'Start with yourself',
    text: 'Set up your own Two-factor login from your profile menu before you require it of the team.',
    alt: 'A padlock with a shield',
    control: { role: 'button', name: 'Two-factor login', where: 'profile menu' },
  },
];
