import type { SlideText } from './slideTypes';

export const slides: readonly SlideText[] = [
  {
    title: 'Live conversations',
    text: 'Chat is where you answer customers in real time. Web chat, WhatsApp, Messenger, Instagram, Telegram, Line, Viber and the other connected channels all arrive here.',
    alt: 'Several channel icons joined to one inbox',
  },
  {
    title: 'The conversation list',
    text: "The left column lists conversations with the customer's name, channel, last message and waiting time. Unread conversations are marked so you see them first.",
    alt: 'A list of conversations, the unread ones marked',
  },
  {
    title: 'Unassigned, mine, all',
    text: 'Switch between conversations waiting for an agent, the ones assigned to you and, for administrators, all conversations of the workspace.',
    alt: 'Three queue cards, the first one selected',
  },
  {
    title: 'Take a conversation',
    text: 'Open an unassigned conversation and take it to become its owner. Your teammates then see that you are handling it.',
    alt: 'A hand-over arrow assigning a conversation to an agent',
  },
  {
    title: 'Know the channel',
    text: 'The icon beside each conversation tells you where the customer wrote from. Your replies always go back through the same channel.',
    alt: 'Channel icons in different colours around a hub',
  },
  {
    title: 'Read the history',
    text: 'The middle panel shows the whole conversation with times, including earlier visits of the same customer, so you never ask the same question twice.',
    alt: 'A conversation thread with messages on both sides',
  },
  {
    title: 'Reply',
    text: 'Type in the composer and press Enter to send; Shift+Enter starts a new line. A counter shows how much room the channel leaves you.',
    alt: 'A message composer with a character counter',
  },
  {
    title: 'Character limits',
    text: "Every channel has its own maximum length, for example 1999 characters on Facebook or 499 on Line. When a reply is too long the console says 'too much character' so you can shorten it.",
    alt: 'A composer whose counter has turned red',
  },
  {
    title: 'Attachments',
    text: 'Use the paper clip to send images, videos or documents where the channel allows them. Some channels, such as Instagram comments or Google Play reviews, accept text only.',
    alt: 'A paper clip attaching a file to a message',
  },
  {
    title: 'Saved replies',
    text: 'Insert a custom message for common questions instead of typing it each time. Administrators keep the list in Workspace, Custom messages.',
    alt: 'A list of saved replies next to the composer',
  },
  {
    title: 'Keep it friendly',
    text: 'Add emoji from the picker and keep answers short and warm. Formatting a channel cannot show is sent as plain text.',
    alt: 'A smiling face next to a chat bubble',
  },
  {
    title: 'Images and videos',
    text: 'Click an image or a video to open it in the viewer, where you can play, download or go full screen.',
    alt: 'A media player with a play button',
  },
  {
    title: 'Who you are talking to',
    text: 'The right panel shows the customer: name, contact details, channel and earlier tickets. Update the details when the customer gives you new information.',
    alt: 'A customer profile card beside the conversation',
  },
  {
    title: 'Turn a chat into a ticket',
    text: 'When a request needs follow-up after the chat ends, create a ticket from the conversation. The history travels with it.',
    alt: 'A chat bubble becoming a ticket card',
  },
  {
    title: 'Transfer',
    text: 'Hand a conversation over to a teammate or a department when someone else can help better. Add a note so the customer does not have to repeat themselves.',
    alt: 'An arrow passing a conversation from one agent to another',
  },
  {
    title: 'Tags',
    text: 'Tag conversations by topic, such as billing or delivery. Tags make reports meaningful and help you find similar cases later.',
    alt: 'Coloured tags attached to a conversation',
  },
  {
    title: 'Internal notes',
    text: 'Leave a note only your team can see, for example what you have already checked. Customers never receive notes.',
    alt: 'A sticky note beside a conversation',
  },
  {
    title: 'Resolve',
    text: "Close the conversation when the customer's question is answered. If they write again later, it reopens with the full history.",
    alt: 'A large check mark on a closed conversation',
  },
  {
    title: 'Ask how you did',
    text: 'After a conversation closes, the customer can receive a short satisfaction form. The answers appear in the reports.',
    alt: 'A rating of five stars',
  },
  {
    title: 'Your status decides routing',
    text: 'New conversations are routed to you only while you are Available. Switch to Aux from the profile menu before you step away.',
    alt: 'Avatars with a green and a yellow status dot',
  },
  {
    title: 'Stay connected',
    text: 'The console keeps a live connection to the server. If it is lost for more than 90 seconds, a message asks you to check your connection and reload.',
    alt: 'A plug and socket with a connection line',
  },
  {
    title: 'Work from the keyboard',
    text: 'Use Tab to move between the list, the conversation and the composer, and Enter to open a conversation. A busy queue goes faster without reaching for the mouse.',
    alt: 'Keyboard keys Tab and Enter',
  },
];
