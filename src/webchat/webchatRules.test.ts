import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBCHAT_SETTINGS, type WebchatConfig } from '../domain/webchat';
import { DEFAULT_PRECHAT } from '../domain/webchatPrechat';
import {
  acksFor,
  applyAcks,
  fileSize,
  followAction,
  isImage,
  mergeMessages,
  parentOriginOf,
  textColorOn,
  unreadCount,
  viewFor,
  type ShownMessage,
} from './webchatRules';

const msg = (id: string, over: Partial<ShownMessage> = {}): ShownMessage => ({
  id,
  direction: 'outbound',
  authorName: 'Ann',
  text: id,
  attachments: [],
  deliveryState: 'sent',
  createdAt: '2025-01-01T10:00:00.000Z',
  ...over,
});
const at = (minute: number) => `2025-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('mergeMessages', () => {
  it('keeps one copy per id, oldest first, ties broken by id', () => {
    const merged = mergeMessages([msg('b', { createdAt: at(2) }), msg('a', { createdAt: at(1) })], [msg('c', { createdAt: at(1) }), msg('b', { createdAt: at(2), text: 'b again' })]);
    expect(merged.map((m) => [m.id, m.text])).toEqual([
      ['a', 'a'],
      ['c', 'c'],
      ['b', 'b again'],
    ]);
  });

  it('never moves a delivery state back (a late copy of an older state)', () => {
    const merged = mergeMessages([msg('a', { deliveryState: 'read' })], [msg('a', { deliveryState: 'sent', text: 'edited' })]);
    expect(merged[0]).toMatchObject({ deliveryState: 'read', text: 'edited' });
    expect(mergeMessages([msg('a', { deliveryState: 'sent' })], [msg('a', { deliveryState: 'delivered' })])[0]!.deliveryState).toBe('delivered');
  });

  it('does not change the lists it is given', () => {
    const current = [msg('a')];
    mergeMessages(current, [msg('b')]);
    expect(current).toHaveLength(1);
  });

  describe("the visitor's own message, on its way and stored", () => {
    const mine = (id: string, over: Partial<ShownMessage> = {}) =>
      msg(id, { direction: 'inbound', authorName: null, text: 'receipt', deliveryState: 'received', clientId: 'c1', ...over });
    const pending = mine('local-1', { deliveryState: 'pending', createdAt: at(5), local: { status: 'sending' } });
    const stored = mine('m-1', { createdAt: at(4) });
    const earlier = msg('a', { createdAt: at(1) });
    const shown = (list: ShownMessage[]) => list.map((m) => [m.id, m.local?.status ?? 'stored']);

    it('is replaced by the socket copy that arrives before the answer, and the answer changes nothing', () => {
      const pushed = mergeMessages([earlier, pending], [stored]);
      expect(shown(pushed)).toEqual([
        ['a', 'stored'],
        ['m-1', 'stored'],
      ]);
      // The answer as the controller applies it: the local copy dropped by its id, the stored one merged.
      const answered = mergeMessages(pushed.filter((m) => m.id !== 'local-1'), [{ ...stored }]);
      expect(answered).toEqual(pushed);
      expect(mergeMessages(pushed, [{ ...stored }])).toEqual(pushed);
    });

    it('is replaced by the answer that arrives before the socket copy, which then changes nothing', () => {
      const answered = mergeMessages([earlier, pending], [stored]);
      expect(shown(answered)).toEqual([
        ['a', 'stored'],
        ['m-1', 'stored'],
      ]);
      expect(mergeMessages(answered, [{ ...stored }])).toEqual(answered);
    });

    it('shows a retried send once: the repeated answer is the same stored message', () => {
      const failed = { ...pending, local: { status: 'failed' as const, error: 'offline' } };
      const first = mergeMessages([earlier, failed], [stored]);
      const second = mergeMessages(first, [{ ...stored }]);
      expect(shown(second)).toEqual([
        ['a', 'stored'],
        ['m-1', 'stored'],
      ]);
    });

    it('keeps a pending message whose stored copy has not arrived, and never one of another clientId', () => {
      const other = mine('m-2', { clientId: 'c2', createdAt: at(6) });
      expect(shown(mergeMessages([pending], [other]))).toEqual([
        ['local-1', 'sending'],
        ['m-2', 'stored'],
      ]);
      // A local copy given again after its stored one (never by the window, but the rule holds) stays out.
      expect(shown(mergeMessages([stored], [pending]))).toEqual([['m-1', 'stored']]);
    });
  });
});

describe('unread and acknowledgements', () => {
  const list = [
    msg('mine', { direction: 'inbound', deliveryState: 'received' }),
    msg('sent', { deliveryState: 'sent' }),
    msg('delivered', { deliveryState: 'delivered' }),
    msg('read', { deliveryState: 'read' }),
    msg('pending', { deliveryState: 'pending' }),
  ];

  it('counts the replies not read', () => {
    expect(unreadCount(list)).toBe(3);
    expect(unreadCount([msg('mine', { direction: 'inbound' })])).toBe(0);
  });

  it('reads every unread reply while the visitor can see the window', () => {
    expect(acksFor(list, true)).toEqual([{ ids: ['sent', 'delivered', 'pending'], state: 'read' }]);
  });

  it('only confirms delivery while the window is closed or the page hidden', () => {
    expect(acksFor(list, false)).toEqual([{ ids: ['sent', 'pending'], state: 'delivered' }]);
  });

  it('has nothing to acknowledge once everything is acknowledged', () => {
    const acked = applyAcks(list, acksFor(list, true));
    expect(acksFor(acked, true)).toEqual([]);
    expect(unreadCount(acked)).toBe(0);
    expect(acksFor(applyAcks(list, acksFor(list, false)), false)).toEqual([]);
  });

  it("never acknowledges the visitor's own messages, sent or on their way", () => {
    const own = [msg('x', { direction: 'inbound', deliveryState: 'pending', local: { status: 'sending' } })];
    expect(acksFor(own, true)).toEqual([]);
    expect(acksFor(own, false)).toEqual([]);
  });
});

describe('viewFor', () => {
  const config = (available: boolean, prechat = DEFAULT_PRECHAT): WebchatConfig => ({
    ...DEFAULT_WEBCHAT_SETTINGS,
    prechat,
    name: 'Acme',
    available,
  });
  const asked = config(true, { name: 'required', email: 'optional', message: 'off' });

  it.each([
    ['loading', null, 0, false, false],
    ['unavailable', 'missing', 0, false, false],
    ['chat', config(true), 0, false, false],
    ['offline', config(false), 0, false, false],
    ['chat', config(false), 1, false, false],
    ['offline', config(false), 1, true, false],
    ['prechat', asked, 0, false, false],
    ['chat', asked, 0, false, true],
    ['chat', asked, 1, false, false],
    ['offline', { ...asked, available: false }, 0, false, false],
  ] as const)('%s for config %j with %i messages (offline sent: %s, pre-chat sent: %s)', (view, cfg, count, offlineSent, prechatSent) => {
    expect(viewFor(cfg, Array.from({ length: count }, (_, i) => msg(String(i))), { offlineSent, prechatSent })).toBe(view);
  });
});

describe('followAction', () => {
  const a = msg('a');
  const b = msg('b', { createdAt: '2025-01-01T10:01:00.000Z' });
  const own = msg('c', { direction: 'inbound', createdAt: '2025-01-01T10:02:00.000Z' });

  it('opens at the newest message', () => {
    expect(followAction([], [a, b], false)).toBe('end');
  });

  it('follows a new message while the visitor is at the end, and shows a marker instead when they read back', () => {
    expect(followAction([a], [a, b], true)).toBe('end');
    expect(followAction([a], [a, b], false)).toBe('marker');
  });

  it("always shows the visitor's own new message", () => {
    expect(followAction([a], [a, own], false)).toBe('end');
  });

  it('moves nothing for earlier messages above or a change of state', () => {
    expect(followAction([b], [a, b], false)).toBe('keep');
    expect(followAction([a, b], [a, { ...b, deliveryState: 'read' }], true)).toBe('keep');
    expect(followAction([], [], true)).toBe('keep');
  });
});

describe('presentation', () => {
  it.each([
    ['#2563eb', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#ffffff', '#000000'],
    ['#ffff00', '#000000'],
    ['#777777', '#000000'],
    ['#666666', '#ffffff'],
  ])('text on %s is %s', (bg, fg) => {
    expect(textColorOn(bg)).toBe(fg);
  });

  it('shows pictures as pictures, not SVG or anything else', () => {
    expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp'].every(isImage)).toBe(true);
    expect(['image/svg+xml', 'application/pdf', 'video/mp4', 'text/html'].some(isImage)).toBe(false);
  });

  it('writes file sizes as people read them', () => {
    expect(fileSize(10)).toBe('1 KB');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

describe('parentOriginOf', () => {
  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['https://shop.example/', null],
    ['https://shop.example/path', null],
    ['javascript:alert(1)', null],
    ['null', null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, origin) => {
    expect(parentOriginOf(raw)).toBe(origin);
  });
});
