import { describe, expect, it } from 'vitest';
import type { MetaEnvelope } from '../meta/webhook';
import { readMessagingEvents } from './eventRules';

const PAGE = '1122334455';
const page = (messaging: Record<string, unknown>[], id = PAGE, object = 'page'): MetaEnvelope => ({ object, entry: [{ id, time: 1_700_000_000_000, messaging }] });
const from = (psid: string, timestamp = 1_700_000_000_123) => ({ sender: { id: psid }, recipient: { id: PAGE }, timestamp });

describe('readMessagingEvents', () => {
  it('reads a text with its mid, sender and Meta’s millisecond timestamp', () => {
    const events = readMessagingEvents(page([{ ...from('psid-1'), message: { mid: 'm_1', text: 'Where is my order?' } }]), 'page', PAGE);
    expect(events).toEqual([{ kind: 'message', contactId: 'psid-1', mid: 'm_1', text: 'Where is my order?', files: [], at: new Date(1_700_000_000_123) }]);
  });

  it('reads the files’ links and types, leaving out attachments without a link', () => {
    const message = { mid: 'm_2', attachments: [{ type: 'image', payload: { url: 'https://cdn.example/p.png' } }, { type: 'fallback', payload: { title: 'a post' } }, { type: 'file', payload: { url: 'javascript:alert(1)' } }] };
    const [event] = readMessagingEvents(page([{ ...from('psid-1'), message }]), 'page', PAGE);
    expect(event).toMatchObject({ kind: 'message', text: '', files: [{ type: 'image', url: 'https://cdn.example/p.png' }] });
  });

  it('reads an echo with the customer as its recipient', () => {
    const echo = { sender: { id: PAGE }, recipient: { id: 'psid-1' }, timestamp: 5, message: { mid: 'm_echo', is_echo: true, app_id: 263902037430900, text: 'typed in Business Suite' } };
    expect(readMessagingEvents(page([echo]), 'page', PAGE)).toEqual([{ kind: 'echo', contactId: 'psid-1', mid: 'm_echo', text: 'typed in Business Suite', files: [], at: new Date(5) }]);
  });

  it('leaves out messages with nothing in them, and names postbacks, reactions and unknown kinds as ignored', () => {
    const events = readMessagingEvents(
      page([
        { ...from('psid-1'), message: { mid: 'm_gone', is_deleted: true } },
        { ...from('psid-1'), postback: { payload: 'GET_STARTED' } },
        { ...from('psid-1'), reaction: { mid: 'm_1', action: 'react', emoji: '❤' } },
        { ...from('psid-1'), message: { mid: 'm_3', attachments: [{ type: 'fallback', payload: {} }] } },
        { ...from('psid-1'), something_new: {} },
      ]),
      'page',
      PAGE,
    );
    expect(events).toEqual([
      { kind: 'ignored', what: 'messaging postback' },
      { kind: 'ignored', what: 'messaging reaction' },
      { kind: 'ignored', what: 'messaging something_new' },
    ]);
  });

  it('reads delivery receipts (mids and watermark) and read receipts (watermark, or Instagram’s mid)', () => {
    const events = readMessagingEvents(
      page([
        { ...from('psid-1'), delivery: { mids: ['m_a', 'm_b'], watermark: 1_700_000_001_000 } },
        { ...from('psid-1'), read: { watermark: 1_700_000_002_000 } },
      ]),
      'page',
      PAGE,
    );
    expect(events).toEqual([
      { kind: 'delivery', contactId: 'psid-1', mids: ['m_a', 'm_b'], watermark: new Date(1_700_000_001_000) },
      { kind: 'read', contactId: 'psid-1', mid: undefined, watermark: new Date(1_700_000_002_000) },
    ]);
    const seen = readMessagingEvents(page([{ ...from('igsid-1'), read: { mid: 'ig_m_1' } }], '178414', 'instagram'), 'instagram', '178414');
    expect(seen).toEqual([{ kind: 'read', contactId: 'igsid-1', mid: 'ig_m_1', watermark: undefined }]);
  });

  it('only names another page’s entries or another object as ignored', () => {
    const body = [{ ...from('psid-1'), message: { mid: 'm_1', text: 'hi' } }];
    expect(readMessagingEvents(page(body, '999'), 'page', PAGE)).toEqual([{ kind: 'ignored', what: 'entry of account 999' }]);
    expect(readMessagingEvents(page(body, PAGE, 'instagram'), 'page', PAGE)).toEqual([{ kind: 'ignored', what: 'object instagram' }]);
    expect(readMessagingEvents(page(body), 'page', PAGE)).toHaveLength(1);
  });
});
