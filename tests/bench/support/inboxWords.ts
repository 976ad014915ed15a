// The small vocabularies the inbox benchmark's data is made of. Product names are compound words found
// nowhere else (no name, no message word), so searching one matches about 1% of the tickets.

export const FIRST_NAMES = [
  'Ava', 'Liam', 'Noah', 'Emma', 'Olivia', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Arjun',
  'Yuki', 'Hana', 'Omar', 'Layla', 'Ivan', 'Elena', 'Kofi', 'Amara', 'Chen', 'Mei',
  'Diego', 'Lucia', 'Tariq', 'Zara', 'Pedro', 'Ines', 'Sven', 'Freya', 'Ravi', 'Priya',
  'Budi', 'Siti', 'Kenji', 'Aiko', 'Tomas', 'Nora', 'Felix', 'Clara', 'Hugo', 'Leila',
];

export const LAST_NAMES = [
  'Smith', 'Garcia', 'Kim', 'Nguyen', 'Muller', 'Rossi', 'Silva', 'Tanaka', 'Khan', 'Cohen',
  'Novak', 'Jensen', 'Okafor', 'Mensah', 'Santoso', 'Wijaya', 'Dubois', 'Moreau', 'Ivanova', 'Petrov',
  'Haddad', 'Lopez', 'Fischer', 'Weber', 'Costa', 'Pereira', 'Sato', 'Suzuki', 'Patel', 'Sharma',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson',
];

const PRODUCT_HEADS = ['Aero', 'Blue', 'Cloud', 'Data', 'Echo', 'Flex', 'Giga', 'Hyper', 'Ion', 'Jet'];
const PRODUCT_TAILS = ['desk', 'flow', 'link', 'mate', 'pad', 'pro', 'sync', 'vault', 'wave', 'box'];
export const PRODUCTS = PRODUCT_HEADS.flatMap((head) => PRODUCT_TAILS.map((tail) => head + tail));

export const ISSUES = [
  'Refund request for', 'Cannot log in to', 'Invoice question about', 'Shipping delay on', 'Broken screen on',
  'How do I reset', 'Upgrade plan for', 'Cancel subscription to', 'Payment failed for', 'Missing order of',
  'Wrong size of', 'Warranty claim for', 'Setup help with', 'Slow performance of', 'Feature request for',
  'Password reset on', 'Account locked on', 'Delivery address for', 'Discount code for', 'Return label for',
];

export const WORDS = [
  'hello', 'thanks', 'please', 'order', 'delivery', 'package', 'account', 'payment', 'card', 'refund',
  'invoice', 'receipt', 'address', 'phone', 'email', 'password', 'login', 'error', 'screen', 'battery',
  'charger', 'cable', 'box', 'damaged', 'missing', 'late', 'early', 'today', 'tomorrow', 'yesterday',
  'week', 'month', 'help', 'support', 'agent', 'manager', 'store', 'online', 'app', 'website',
  'update', 'version', 'install', 'reset', 'restart', 'working', 'broken', 'slow', 'fast', 'again',
  'still', 'already', 'never', 'always', 'sometimes', 'maybe', 'sure', 'okay', 'great', 'good',
  'bad', 'problem', 'issue', 'question', 'answer', 'reply', 'wait', 'waiting', 'sent', 'received',
  'tracking', 'number', 'code', 'discount', 'coupon', 'price', 'charge', 'twice', 'cancel', 'change',
  'size', 'color', 'model', 'warranty', 'repair', 'replace', 'exchange', 'return', 'label', 'courier',
  'weekend', 'morning', 'evening', 'urgent', 'soon', 'quickly', 'details', 'photo', 'attached', 'check',
];

export const TAGS = ['vip', 'billing', 'shipping', 'bug', 'feedback', 'returns', 'onboarding', 'churn-risk', 'b2b', 'escalated'];

export const DEPARTMENTS = ['Support', 'Billing', 'Logistics', 'Sales'];

/** The channels the data spreads over (the WEBHOOK one also takes the live figure's messages). */
export const CHANNELS: { type: string; name: string }[] = [
  { type: 'WEBHOOK', name: 'Shop webhook' },
  { type: 'EMAIL', name: 'Support mailbox' },
  { type: 'WHATSAPP', name: 'WhatsApp' },
  { type: 'LINE', name: 'Line' },
  { type: 'TELEGRAM', name: 'Telegram' },
  { type: 'FBMESSENGER', name: 'Messenger' },
  { type: 'CHATOMNIWEBCHAT', name: 'Web chat' },
];

/** Ticket statuses and priorities with their share of the data, in percent. */
export const STATUS_SHARES: [string, number][] = [
  ['unassigned', 8],
  ['new', 12],
  ['unsolved', 20],
  ['hold', 10],
  ['solved', 50],
];
export const PRIORITY_SHARES: [string, number][] = [
  ['low', 30],
  ['medium', 45],
  ['high', 20],
  ['urgent', 5],
];
