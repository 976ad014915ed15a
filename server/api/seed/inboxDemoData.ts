// What the demo workspace's inbox holds: a small online shop's customers writing through its website
// chat and its storefront's webhook, answered by the two demo users. Times are minutes after each
// conversation began, which is `hoursAgo` before the seed runs, so the lists read like a real week.
import type { TicketPriorityValue, TicketStatusValue } from '../../../src/domain/api';

export type DemoActor = 'admin' | 'agent';

export type DemoStep =
  | { at: number; customer: string }
  | { at: number; reply: string; by?: DemoActor }
  | { at: number; note: string; by?: DemoActor };

export interface DemoConversation {
  channel: 'webhook' | 'webchat';
  hoursAgo: number;
  /** ref: the sender's id on the storefront; web chat visitors get a fresh visitor id instead. */
  customer: { ref: string; name?: string; email?: string; phone?: string; offlineForm?: boolean };
  assignee: DemoActor | null;
  /** The first step is the customer's first message. */
  steps: DemoStep[];
  ticket: { status: TicketStatusValue; priority: TicketPriorityValue; department?: string; tags?: string[]; note?: string };
  /** What an agent filled in on the contact afterwards. */
  contact?: { name?: string; email?: string; phone?: string; tags?: string[]; notes?: string };
}

export const DEMO_DEPARTMENTS = ['Sales', 'Support'] as const;

export const DEMO_CHANNELS = {
  // A stand-in URL: the seed points the channel at the demo's own receiver once its public id exists.
  webhook: { name: 'Storefront', settings: { url: 'http://127.0.0.1/demo-receiver' } },
  webchat: { name: 'Website chat', settings: { greeting: 'Hi! Questions about an order or a product? We are here.' } },
} as const;

/** A ticket an agent opened by hand, with no conversation behind it. */
export const DEMO_MANUAL_TICKET = {
  subject: 'Follow up with the carrier about parcels stuck at the Madrid depot',
  priority: 'high' as const,
  assignee: 'agent' as const,
  status: 'unsolved' as const,
  department: 'Support',
  tags: ['shipping', 'carrier'],
  note: 'Three parcels this week. Ask the carrier for a named contact and a daily status.',
};

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    channel: 'webhook',
    hoursAgo: 30,
    customer: { ref: 'shop-customer-10482', name: 'Maria Garcia', email: 'maria.garcia@example.com', phone: '+34 612 345 678' },
    assignee: 'agent',
    steps: [
      { at: 0, customer: 'Hi, where is my order #10482? It was supposed to arrive yesterday.' },
      { at: 6, reply: 'Hello Maria, I am checking with the carrier right now.' },
      { at: 25, reply: 'The parcel is at the Madrid depot and should go out for delivery tomorrow morning.' },
      { at: 31, customer: 'OK, thank you. Please let me know if anything changes.' },
    ],
    ticket: { status: 'hold', priority: 'high', department: 'Support', tags: ['shipping'], note: 'Waiting for the carrier to confirm the delivery slot.' },
  },
  {
    channel: 'webhook',
    hoursAgo: 120,
    customer: { ref: 'shop-customer-10211', name: 'James Wilson', email: 'james.wilson@example.com' },
    assignee: 'admin',
    steps: [
      { at: 0, customer: 'The mug I ordered arrived broken. Can I get a refund?' },
      { at: 12, reply: 'I am sorry to hear that, James. Could you send us a photo of the damage?' },
      { at: 40, customer: 'Sent it to your e-mail address just now.' },
      { at: 55, reply: 'Thank you. The refund of 18.90 EUR is on its way, you will see it in 3 to 5 days.' },
      { at: 58, customer: 'Great, thanks for the quick help!' },
    ],
    ticket: { status: 'solved', priority: 'medium', department: 'Support', tags: ['refund'] },
  },
  {
    channel: 'webhook',
    hoursAgo: 8,
    customer: { ref: 'shop-customer-10530', name: 'Yuki Tanaka', phone: '+81 90 1234 5678' },
    assignee: 'agent',
    steps: [
      { at: 0, customer: 'Can I still change the delivery address of order #10530?' },
      { at: 9, reply: 'Yes, as long as it has not shipped. What is the new address?' },
      { at: 20, customer: '2-11-3 Meguro, Tokyo 153-0063. Thank you!' },
    ],
    ticket: { status: 'unsolved', priority: 'low', tags: ['shipping'] },
  },
  {
    channel: 'webhook',
    hoursAgo: 3,
    customer: { ref: 'shop-customer-9876', name: 'Oliver Brown', email: 'oliver@brown-consulting.example' },
    assignee: 'admin',
    steps: [{ at: 0, customer: 'We would like 40 of the wool scarves for our team. Do you offer a volume discount?' }],
    ticket: { status: 'new', priority: 'high', department: 'Sales', tags: ['quote'] },
    contact: { tags: ['vip'], notes: 'Key account: orders gifts for his team every winter.' },
  },
  {
    channel: 'webhook',
    hoursAgo: 20,
    customer: { ref: 'shop-customer-10577', name: 'Fatima Al-Sayed', email: 'fatima.alsayed@example.com' },
    assignee: 'agent',
    steps: [
      { at: 0, customer: 'Your checkout fails every time I pay with PayPal. The page just reloads.' },
      { at: 4, reply: 'Thank you for telling us, Fatima. Which browser and device are you using?' },
      { at: 11, customer: 'Chrome on an Android phone.' },
      { at: 15, note: 'Reproduced on Android 14 with PayPal; card payments work. Sent to the web team.' },
      { at: 18, reply: 'We can see the problem and our web team is on it. Card payments work in the meantime.' },
    ],
    ticket: { status: 'unsolved', priority: 'urgent', department: 'Support', tags: ['bug', 'checkout'], note: 'Web team ticket WEB-231.' },
  },
  {
    channel: 'webhook',
    hoursAgo: 96,
    customer: { ref: 'shop-customer-10355', name: 'Lucas Müller', email: 'lucas.mueller@example.de' },
    assignee: 'agent',
    steps: [
      { at: 0, customer: 'Please add our VAT number DE123456789 to invoice #INV-2291.' },
      { at: 30, reply: 'Done, Lucas. The corrected invoice is in your account under Orders.' },
      { at: 45, customer: 'Got it, thank you.' },
    ],
    ticket: { status: 'solved', priority: 'low', tags: ['billing'] },
  },
  {
    channel: 'webhook',
    hoursAgo: 1,
    customer: { ref: 'shop-customer-10601', name: 'Priya Sharma', email: 'priya.sharma@example.in' },
    assignee: null,
    steps: [
      { at: 0, customer: 'I was charged twice for order #10601!' },
      { at: 2, customer: 'Both charges show on my card statement. Please fix this today.' },
    ],
    ticket: { status: 'unassigned', priority: 'urgent', tags: ['billing'] },
  },
  {
    channel: 'webchat',
    hoursAgo: 2,
    customer: { ref: 'visitor-canada' },
    assignee: null,
    steps: [{ at: 0, customer: 'Hello, do you ship to Canada? And how long does it take?' }],
    ticket: { status: 'unassigned', priority: 'low' },
  },
  {
    channel: 'webchat',
    hoursAgo: 14,
    customer: { ref: 'visitor-emma', name: 'Emma Johnson', email: 'emma.j@example.com', offlineForm: true },
    assignee: 'agent',
    steps: [{ at: 0, customer: 'Is the blue rain jacket in size M coming back in stock? Please e-mail me.' }],
    ticket: { status: 'new', priority: 'medium', department: 'Sales', tags: ['stock'] },
  },
  {
    channel: 'webchat',
    hoursAgo: 50,
    customer: { ref: 'visitor-noah' },
    assignee: 'agent',
    steps: [
      { at: 0, customer: 'The discount code SPRING20 does not work at checkout.' },
      { at: 3, reply: 'Hi! That code ended on Sunday, but I can give you SPRING20-EXT, valid until Friday.' },
      { at: 6, customer: 'It works now, thanks! I am Noah by the way.' },
      { at: 7, reply: 'You are welcome, Noah. Enjoy your order!' },
    ],
    ticket: { status: 'solved', priority: 'medium', tags: ['discount'] },
    contact: { name: 'Noah Davis' },
  },
  {
    channel: 'webchat',
    hoursAgo: 26,
    customer: { ref: 'visitor-sofia' },
    assignee: 'admin',
    steps: [
      { at: 0, customer: 'I cannot log in, the password reset e-mail never arrives.' },
      { at: 5, reply: 'Sorry about that. Which e-mail address is your account under?' },
      { at: 9, customer: 'sofia.rossi@example.it' },
      { at: 14, reply: 'Thanks Sofia. Our mail provider delays some messages today; I will write as soon as it is sent.' },
    ],
    ticket: { status: 'hold', priority: 'low', department: 'Support', tags: ['account'], note: 'Mail provider incident, waiting for their all-clear.' },
    contact: { name: 'Sofia Rossi', email: 'sofia.rossi@example.it' },
  },
  {
    channel: 'webchat',
    hoursAgo: 72,
    customer: { ref: 'visitor-chen' },
    assignee: 'admin',
    steps: [
      { at: 0, customer: 'Just wanted to say the packaging was lovely. Great service, thank you!' },
      { at: 20, reply: 'That made our day, thank you for writing!' },
    ],
    ticket: { status: 'solved', priority: 'low', tags: ['feedback'] },
    contact: { name: 'Chen Wei' },
  },
  {
    // The same Maria as on the storefront, writing from the website: a duplicate contact to merge.
    channel: 'webchat',
    hoursAgo: 4,
    customer: { ref: 'visitor-maria', name: 'Maria Garcia', email: 'maria.garcia@example.com', offlineForm: true },
    assignee: null,
    steps: [{ at: 0, customer: 'Any news about order #10482? I also wrote to you through the shop.' }],
    ticket: { status: 'unassigned', priority: 'medium', tags: ['shipping'] },
  },
];
