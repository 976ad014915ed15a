import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Skills send work to the right people',
    text: 'A skill is a topic or ability, such as Billing, Spanish or Technical support. Conversations that need a skill go to agents who have it.',
    alt: 'A row of stars for skills',
  },
  {
    title: 'Create a skill',
    text: 'Add a skill with a short, clear name. Keep the list small so agents and routing stay simple.',
    alt: 'A new skill tag being added',
  },
  {
    title: 'Assign agents',
    text: 'Choose which members have each skill. An agent can have several skills.',
    alt: 'A group of agents',
  },
  {
    title: 'Levels',
    text: 'Give agents a level per skill, so the most experienced ones receive the hardest cases first.',
    alt: 'A rating of stars showing a skill level',
  },
  {
    title: 'Routing by skill',
    text: 'When a conversation or ticket needs a skill, it is offered first to Available agents who have that skill.',
    alt: 'An arrow routing a conversation to an agent with a matching skill',
  },
  {
    title: 'Keep skills up to date',
    text: 'Review skills when people join or change role. Removing a skill takes it out of routing but keeps the history.',
    alt: 'A checklist of skills',
  },
];
