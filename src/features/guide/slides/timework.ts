import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Business hours',
    text: 'Tell customers when your team is available. The console uses these hours for routing, automatic replies and response-time figures.',
    alt: 'A clock showing opening hours',
  },
  {
    title: 'Time zone',
    text: 'Pick the time zone your team works in. Every time on this page is in that zone.',
    alt: 'A clock face',
  },
  {
    title: 'Set the week',
    text: 'Turn each day on or off and set its opening and closing times. Add a second period for a lunch break.',
    alt: 'A weekly calendar with working days highlighted',
  },
  {
    title: 'Holidays',
    text: 'Add public holidays and other closed days so they do not count as working time.',
    alt: 'A calendar with one day crossed out',
  },
  {
    title: 'Outside hours',
    text: 'Set the message customers receive when they write while you are closed, so they know when to expect an answer.',
    alt: 'A chat bubble with an automatic reply',
  },
  {
    title: 'Save and check',
    text: 'Save your changes; they apply at once. Reports measure response times against these hours.',
    alt: 'A large check mark',
  },
];
