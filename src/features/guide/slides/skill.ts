import type { SlideText } from './slideTypes';

// The Skills page: skills, each agent's level and capacity, keyword rules, and where skills-based
// assignment is turned on.
export const slides: readonly SlideText[] = [
  {
    title: 'Skills',
    text: 'Skills say what a conversation needs and who can answer it. Add skill gives one a name and a description.',
    alt: 'A row of stars for skills',
    control: { role: 'button', name: 'Add skill' },
  },
  {
    title: 'Who knows what',
    text: "In Agents' skills, set each agent's level from 1 to 5 and the most conversations they hold at once, then Save their row.",
    alt: 'An arrow routing a conversation to an agent with a matching skill',
    control: { role: 'heading', name: "Agents' skills" },
  },
  {
    title: 'Skills from the first message',
    text: 'A keyword rule gives a conversation its skill when the first message holds one of its words: Add keyword rule, put the rules in order, and save them.',
    alt: 'A new skill tag being added',
    control: { role: 'button', name: 'Add keyword rule' },
  },
  {
    title: 'Route by skill',
    text: "In Ticket management, Assignment sets each department's mode (Skills-based among them) and the skill its conversations and each channel's need.",
    alt: 'A checklist of skills',
    control: { role: 'region', name: 'Assignment', page: '/settings/workspace/ticket-management' },
  },
  {
    title: 'Hand over a conversation',
    text: 'In Chat, the Assignee of an open conversation hands it to a teammate.',
    alt: 'An arrow passing a conversation from one agent to another',
    control: { role: 'combobox', name: 'Assignee', where: 'item', page: '/app/chat' },
  },
  {
    title: 'Your own queue',
    text: 'Mine in Chat shows the conversations assigned to you, whatever their topic.',
    alt: 'A group of agents',
    control: { role: 'button', name: 'Mine', page: '/app/chat' },
  },
];
