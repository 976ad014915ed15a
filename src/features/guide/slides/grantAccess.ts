import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'One row per member',
    text: 'Each Member has a row and each area of the console a column: a ticked box lets that member open the area.',
    alt: 'A key above a list of console areas',
    control: { role: 'columnheader', name: 'Member' },
  },
  {
    title: 'Presets and role defaults',
    text: "A row's Preset menu fills in a common list (Agent: inbox only, Supervisor: inbox and reports, Everything) or resets it to the role's default. Save stores that member's list alone.",
    alt: 'Two profile cards labelled Administrator and Agent',
    control: { role: 'columnheader', name: 'Preset' },
  },
  {
    title: 'At once, in their console',
    text: 'The Main menu on the left lists only the areas a member may open. A saved change reaches their open console at once, and a page they may no longer open takes them back to Home.',
    alt: 'A list of areas with check boxes, some ticked',
    control: { role: 'navigation', name: 'Main' },
  },
  {
    title: 'What is always kept',
    text: 'Home is open to everyone, and an Administrator always keeps Workspace settings, so the workspace can still be managed.',
    alt: 'A large check mark',
    control: { text: 'Home is open to everyone' },
  },
];
