import type { SlideText } from './slideTypes';

// The business-hours page: what its calendars change, how to add one, and what helps agents after hours.
export const slides: readonly SlideText[] = [
  {
    title: 'When your team answers',
    text: 'Business hours say when your team is in: outside them each channel sends its away message and SLA targets count only business time. Without a calendar the workspace is open around the clock.',
    alt: 'A clock showing opening hours',
    control: { role: 'heading', name: 'Business hours' },
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
    title: 'Tell visitors when you are back',
    text: "Outside business hours the web chat tells visitors when you are back, in their own time zone, above its Offline message.",
    alt: 'A chat bubble with an automatic reply',
    control: { role: 'textbox', name: 'Offline message', page: '/settings/channel/CHATOMNIWEBCHAT' },
  },
  {
    title: 'Add a calendar',
    text: 'Press New calendar to choose a time zone, the hours of each weekday (add hours twice for a split shift) and holidays. The first calendar is the default; a department or channel can follow another one.',
    alt: 'A clock face',
    control: { role: 'button', name: 'New calendar' },
  },
  {
    title: 'Quiet after hours',
    text: 'Set Sound for new messages to None in your profile menu when you do not want to hear new work.',
    alt: 'A speaker crossed out',
    control: { role: 'combobox', name: 'Sound for new messages', where: 'profile menu' },
  },
];
