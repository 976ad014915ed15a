import { describe, expect, it } from 'vitest';
import {
  autoCreateEnabled,
  chatSettingsOf,
  phoneDigits,
  replyTakesConversation,
  transferNoteText,
  inboundTicketAction,
  initialTicketStatus,
  mayAccess,
  messagePreview,
  recipients,
  ticketSearchText,
  ticketSubject,
} from './conversationRules';

describe('mayAccess', () => {
  it.each([
    ['Administrator', 'me', 'other', true],
    ['Administrator', 'me', null, true],
    ['Agent', 'me', null, true],
    ['Agent', 'me', 'me', true],
    ['Agent', 'me', 'other', false],
  ] as const)('%s %s on a conversation of %s: %s', (role, user, assignee, expected) => {
    expect(mayAccess(role, user, assignee)).toBe(expected);
  });
});

describe('inboundTicketAction', () => {
  it.each(['unassigned', 'new', 'unsolved', 'hold', 'pending'])('continues an open ticket (%s) whatever the setting', (status) => {
    expect(inboundTicketAction(true, { status, mergedIntoId: null })).toBe('continue');
    expect(inboundTicketAction(false, { status, mergedIntoId: null })).toBe('continue');
  });
  it('creates when there is no ticket, the ticket is solved or was merged away, only with autoCreate', () => {
    expect(inboundTicketAction(true, null)).toBe('create');
    expect(inboundTicketAction(true, { status: 'solved', mergedIntoId: null })).toBe('create');
    expect(inboundTicketAction(true, { status: 'new', mergedIntoId: 'x' })).toBe('create');
    expect(inboundTicketAction(false, null)).toBe('none');
    expect(inboundTicketAction(false, { status: 'solved', mergedIntoId: null })).toBe('none');
  });
});

describe('autoCreateEnabled', () => {
  it('is on unless explicitly false', () => {
    expect(autoCreateEnabled(undefined)).toBe(true);
    expect(autoCreateEnabled(null)).toBe(true);
    expect(autoCreateEnabled({ take: true })).toBe(true);
    expect(autoCreateEnabled({ autoCreate: true })).toBe(true);
    expect(autoCreateEnabled({ autoCreate: 'false' })).toBe(true);
    expect(autoCreateEnabled({ autoCreate: false })).toBe(false);
  });
});

describe('ticketSubject', () => {
  it('takes the first non-empty line, trimmed', () => {
    expect(ticketSubject('\n  \n  Where is my parcel?  \nthanks', 'Ada')).toBe('Where is my parcel?');
  });
  it('bounds long lines at 200 characters with an ellipsis, counting code points', () => {
    const subject = ticketSubject('😀'.repeat(250), 'Ada');
    expect(Array.from(subject)).toHaveLength(200);
    expect(subject.endsWith('…')).toBe(true);
    expect(ticketSubject('a'.repeat(200), 'Ada')).toBe('a'.repeat(200));
  });
  it('names a message without text after its sender', () => {
    expect(ticketSubject('  \n ', 'Ada')).toBe('Message from Ada');
  });
});

describe('messagePreview', () => {
  it('folds whitespace and bounds at 140', () => {
    expect(messagePreview(' a\n\tb  c ', 0)).toBe('a b c');
    const long = messagePreview('x'.repeat(300), 0);
    expect(Array.from(long)).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
  it('counts files when there is no text', () => {
    expect(messagePreview('', 1)).toBe('1 file');
    expect(messagePreview(' ', 3)).toBe('3 files');
    expect(messagePreview('', 0)).toBe('');
  });
});

describe('recipients and initial status', () => {
  it('sends assigned work to the assignee and Administrators once each, unassigned to everyone', () => {
    expect(recipients(null, ['a1'])).toBeNull();
    expect(recipients('u', ['a1', 'u'])).toEqual(['u', 'a1']);
    expect(initialTicketStatus(null)).toBe('unassigned');
    expect(initialTicketStatus('u')).toBe('new');
  });
});

describe('ticketSearchText', () => {
  it('joins what is known and skips what is not', () => {
    expect(ticketSearchText({ name: 'Ada', email: null, phone: '+1' }, 'hello')).toBe('Ada +1 hello');
    expect(ticketSearchText({ name: 'Ada', email: 'a@b.c', phone: null }, '')).toBe('Ada a@b.c');
  });
});

describe('chat settings and taking a conversation by answering it', () => {
  it('reads assignOnReply as on unless it is explicitly false', () => {
    expect([undefined, null, {}, { assignOnReply: true }, { assignOnReply: 'no' }, { other: 1 }].map((x) => chatSettingsOf(x).assignOnReply)).toEqual([true, true, true, true, true, true]);
    expect(chatSettingsOf({ assignOnReply: false })).toEqual({ assignOnReply: false });
  });
  it('takes only a conversation nobody holds, and only with the setting on', () => {
    expect(replyTakesConversation({ assignOnReply: true }, null)).toBe(true);
    expect(replyTakesConversation({ assignOnReply: true }, 'someone')).toBe(false);
    expect(replyTakesConversation({ assignOnReply: false }, null)).toBe(false);
  });
});

describe('transfers', () => {
  it('leaves a note saying where it went, with the words given', () => {
    expect(transferNoteText('Bo', '  knows billing  ')).toBe('Transferred to Bo: knows billing');
    expect(transferNoteText('Sales', '   ')).toBe('Transferred to Sales.');
  });
});

describe('phoneDigits', () => {
  it('reads a search typed like a phone number as its digits, from four on', () => {
    expect(phoneDigits('+34 612-345 (678)')).toBe('34612345678');
    expect(phoneDigits('0100')).toBe('0100');
    expect(phoneDigits('010')).toBeUndefined();
    expect(phoneDigits('order 4242')).toBeUndefined();
  });
});
