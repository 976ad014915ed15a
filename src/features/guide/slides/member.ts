import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Your team',
    text: "Members are the people who work in this workspace. The list shows each member's name, e-mail, role and status.",
    alt: 'A group of three people',
  },
  {
    title: 'Invite a member',
    text: 'Invite a colleague by e-mail. They receive a link to join; until they accept, the invitation shows as pending.',
    alt: 'An envelope carrying an invitation',
  },
  {
    title: 'Roles',
    text: 'An Administrator manages settings, channels, members and billing. An Agent handles chats, tickets and contacts.',
    alt: 'Two profile cards labelled Administrator and Agent',
  },
  {
    title: 'Agent slots',
    text: 'Your package includes a number of agent slots. Members over the limit are marked as limited and are asked to contact you.',
    alt: 'Counter tiles showing used and free agent slots',
  },
  {
    title: 'Change a role',
    text: "Promote an agent to Administrator, or back, from the member's row. The change applies at their next page load.",
    alt: 'Arrows switching a member between two roles',
  },
  {
    title: 'Who is available',
    text: 'See who is Available or Aux right now, to know who can take new work.',
    alt: 'Avatars with a green and a yellow status dot',
  },
  {
    title: 'Remove a member',
    text: 'Remove someone who has left the team. Their past conversations and tickets stay in the history.',
    alt: 'A member card with a remove mark',
  },
  {
    title: 'Access',
    text: 'What each member may open is set in Grant access. Combine roles with access to fit your team.',
    alt: 'A list of areas with check boxes',
  },
];
