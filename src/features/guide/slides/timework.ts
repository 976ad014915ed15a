import type { SlideText } from './slideTypes';

// The Working hours page is not built yet: the first slide says so, the others show what helps today.
export const slides: readonly SlideText[] = [
  {
    title: 'Working hours are not built yet',
    text: "Business hours and holidays are not built yet: this page says 'This part of the console is not available yet.' The next slides show what helps in the meantime.",
    alt: 'A clock showing opening hours',
    control: { text: 'This part of the console is not available yet.' },
  },
  {
    title: 'Step away with Aux',
    text: 'When your day ends or you take a break, pick Aux in your profile menu so your team knows you are away.',
    alt: 'Avatars with a green and a yellow status dot',
    control: { role: 'button', name: 'Aux', where: 'profile menu' },
  },
  {
    title: 'Back with Available',
    text: 'Pick Available in your profile menu when you are back and can take new work.',
    alt: 'An avatar with a green dot',
    control: { role: 'button', name: 'Available', where: 'profile menu' },
  },
  {
    title: 'Tell visitors you are away',
    text: "The web chat's Offline message is what visitors read when no one is available to answer.",
    alt: 'A chat bubble with an automatic reply',
    control: { role: 'textbox', name: 'Offline message', page: '/settings/channel/CHATOMNIWEBCHAT' },
  },
  {
    title: 'Times in your time zone',
    text: 'Every time in the console is in your own time zone; hover one in the Tickets list to see the full date, time and zone.',
    alt: 'A clock face',
    control: { role: 'listbox', name: 'Tickets', page: '/app/ticket' },
  },
  {
    title: 'Quiet after hours',
    text: 'Set Sound for new messages to None in your profile menu when you do not want to hear new work.',
    alt: 'A speaker crossed out',
    control: { role: 'combobox', name: 'Sound for new messages', where: 'profile menu' },
  },
];
