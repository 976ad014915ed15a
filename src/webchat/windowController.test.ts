import { describe, expect, it, vi } from 'vitest';
import type { VisitorMessage } from '../domain/webchat';
import { CONFIG, reply, settle, setup } from './testWindow';
import { VisitorApiError } from './visitorApi';

describe('starting', () => {
  it('reads the configuration and tells the page it is ready, without making a visitor yet', async () => {
    const t = setup();
    await t.controller.start();
    expect(t.store.get().config).toEqual(CONFIG);
    expect(t.posted).toContainEqual({ type: 'webchat:ready', caption: 'Ask Acme', color: '#aa3300', position: 'left' });
    expect(t.api.session).not.toHaveBeenCalled();
    expect(t.connect).not.toHaveBeenCalled();
  });

  it('does not announce a chat that is not available', async () => {
    const t = setup({ config: new VisitorApiError(404, 'This chat is not available.') });
    await t.controller.start();
    expect(t.store.get().config).toBe('missing');
    expect(t.posted.some((m) => m.type === 'webchat:ready')).toBe(false);
  });

  it("brings back a returning visitor's conversation and connects", async () => {
    const t = setup({ token: 'old-token' });
    t.api.messages.mockResolvedValueOnce({ items: [reply('a')], olderCursor: 'cursor' });
    await t.controller.start();
    expect(t.api.messages).toHaveBeenCalledWith('old-token');
    expect(t.store.get().messages.map((m) => m.id)).toEqual(['a']);
    expect(t.store.get().olderCursor).toBe('cursor');
    expect(t.connect).toHaveBeenCalledWith('channel1', 'old-token', expect.anything());
    expect(t.posted).toContainEqual({ type: 'webchat:unread', count: 1 });
  });

  it('starts over as a new visitor when the kept identity is refused, and tells the page to forget it', async () => {
    const t = setup({ token: 'stale' });
    t.api.messages.mockRejectedValueOnce(new VisitorApiError(401, 'Your chat session has ended.'));
    await t.controller.start();
    expect(t.identity()).toBeNull();
    expect(t.connect).not.toHaveBeenCalled();
    expect(t.posted).toContainEqual({ type: 'webchat:identity', token: null });
  });

  it("takes the token the website keeps when the frame's own storage lost it", async () => {
    const t = setup({ token: null, pageToken: 'page-token' });
    await t.controller.start();
    expect(t.identity()).toBe('page-token');
    expect(t.api.messages).toHaveBeenCalledWith('page-token');
    expect(t.connect).toHaveBeenCalledWith('channel1', 'page-token', expect.anything());
  });

  it("gives the website the frame's token when the website has none", async () => {
    const t = setup({ token: 'frame-token', pageToken: null });
    await t.controller.start();
    expect(t.posted).toContainEqual({ type: 'webchat:identity', token: 'frame-token' });
    expect(t.api.messages).toHaveBeenCalledWith('frame-token');
  });
});

describe('sending', () => {
  it('makes the visitor on the first message, keeps the token, and shows the message while it is sent', async () => {
    const t = setup();
    await t.controller.start();
    expect(t.controller.send('  Hello  ')).toBe(true);
    expect(t.store.get().messages).toMatchObject([{ text: 'Hello', local: { status: 'sending' } }]);
    await settle();
    expect(t.identity()).toBe('new-token');
    expect(t.posted).toContainEqual({ type: 'webchat:identity', token: 'new-token' });
    expect(t.api.send).toHaveBeenCalledWith('new-token', { text: 'Hello', clientId: 'client-1' });
    expect(t.store.get().messages).toMatchObject([{ id: 'sent-1', text: 'Hello' }]);
    expect(t.store.get().messages[0]!.local).toBeUndefined();
    expect(t.connect).toHaveBeenCalledTimes(1);
  });

  it('sends nothing empty', async () => {
    const t = setup();
    expect(t.controller.send('   ')).toBe(false);
    expect(t.store.get().messages).toEqual([]);
  });

  it('marks a message that could not be sent, and sends it again on retry', async () => {
    const t = setup({ token: 'tok' });
    t.api.send.mockRejectedValueOnce(new VisitorApiError(429, 'You are sending too fast. Please wait a moment and try again.'));
    t.controller.send('Hello');
    await settle();
    const [failed] = t.store.get().messages;
    expect(failed!.local).toEqual({ status: 'failed', error: 'You are sending too fast. Please wait a moment and try again.' });
    t.controller.retry(failed!.id);
    await settle();
    expect(t.store.get().messages.map((m) => [m.id, m.local])).toEqual([['sent-1', undefined]]);
    // The same clientId both times: a send that did arrive is stored once.
    expect(t.api.send.mock.calls.map(([, body]) => body.clientId)).toEqual(['client-1', 'client-1']);
  });

  it('shows the message once when the socket brings the stored copy before the answer', async () => {
    const t = setup({ token: 'tok' });
    await t.controller.start();
    let answer: (m: VisitorMessage) => void = () => {};
    t.api.send.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    t.controller.send('Hello');
    await vi.waitFor(() => expect(t.api.send).toHaveBeenCalled());
    const stored = reply('m-1', { direction: 'inbound', authorName: null, text: 'Hello', deliveryState: 'received', clientId: 'client-1' });
    t.socket().message(stored);
    expect(t.store.get().messages.map((m) => [m.id, m.local])).toEqual([['m-1', undefined]]);
    answer({ ...stored });
    await settle();
    expect(t.store.get().messages.map((m) => [m.id, m.local])).toEqual([['m-1', undefined]]);
  });

  it('starts over once as a new visitor when the token is refused mid-conversation', async () => {
    const t = setup({ token: 'rotated' });
    t.api.send.mockRejectedValueOnce(new VisitorApiError(401, 'ended'));
    t.controller.send('Hello');
    await settle();
    expect(t.api.send).toHaveBeenLastCalledWith('new-token', { text: 'Hello', clientId: 'client-1' });
    expect(t.identity()).toBe('new-token');
  });

  it('sends the uploaded files with the text, and waits for uploads to finish', async () => {
    const t = setup({ token: 'tok' });
    let finish: () => void = () => {};
    t.api.upload.mockImplementationOnce(
      (_t, file) => new Promise((resolve) => (finish = () => resolve({ id: 'signed-1', name: file.name, mime: 'image/png', size: 3, url: '/f' }))),
    );
    const uploading = t.controller.attach(new File(['png'], 'photo.png'));
    expect(t.store.get().files).toMatchObject([{ name: 'photo.png', status: 'uploading' }]);
    expect(t.controller.send('look')).toBe(false);
    await vi.waitFor(() => expect(t.api.upload).toHaveBeenCalled());
    finish();
    await uploading;
    expect(t.controller.send('look')).toBe(true);
    await settle();
    expect(t.api.send).toHaveBeenCalledWith('tok', { text: 'look', attachmentIds: ['signed-1'], clientId: 'client-1' });
    expect(t.store.get().files).toEqual([]);
  });

  it('shows why a file was refused', async () => {
    const t = setup({ token: 'tok' });
    t.api.upload.mockRejectedValueOnce(new VisitorApiError(400, "The file's content does not match its name."));
    await t.controller.attach(new File(['x'], 'photo.png'));
    expect(t.store.get().files).toMatchObject([{ status: 'failed', error: "The file's content does not match its name." }]);
  });
});

describe('replies', () => {
  it('confirms delivery while closed, and reads once the visitor opens the window', async () => {
    const t = setup({ token: 'tok' });
    await t.controller.start();
    t.socket().online();
    t.socket().message(reply('r1'));
    expect(t.acks).toEqual([{ ids: ['r1'], state: 'delivered' }]);
    expect(t.posted.at(-1)).toEqual({ type: 'webchat:unread', count: 1 });
    t.controller.setOpen(true);
    expect(t.acks.at(-1)).toEqual({ ids: ['r1'], state: 'read' });
    expect(t.posted.at(-1)).toEqual({ type: 'webchat:unread', count: 0 });
  });

  it('does not read while the page is hidden', async () => {
    const t = setup({ token: 'tok', open: true });
    await t.controller.start();
    t.socket().online();
    t.controller.setVisible(false);
    t.socket().message(reply('r1'));
    expect(t.acks).toEqual([{ ids: ['r1'], state: 'delivered' }]);
    t.controller.setVisible(true);
    expect(t.acks.at(-1)).toEqual({ ids: ['r1'], state: 'read' });
  });

  it('takes a read state reported by another window of the visitor', async () => {
    const t = setup({ token: 'tok' });
    await t.controller.start();
    t.socket().online();
    t.socket().message(reply('r1'));
    t.socket().messageState({ id: 'r1', deliveryState: 'read' });
    expect(t.store.get().messages[0]!.deliveryState).toBe('read');
    expect(t.posted.at(-1)).toEqual({ type: 'webchat:unread', count: 0 });
  });

  it('catches up after a reconnect and forgets the identity when the socket is refused', async () => {
    const t = setup({ token: 'tok' });
    await t.controller.start();
    t.api.messages.mockResolvedValueOnce({ items: [reply('missed')], olderCursor: null });
    t.socket().online();
    await settle();
    expect(t.store.get().messages.map((m) => m.id)).toEqual(['missed']);
    t.socket().refused();
    expect(t.identity()).toBeNull();
    expect(t.store.get().messages).toEqual([]);
  });

  it('loads earlier messages once, above the others', async () => {
    const t = setup({ token: 'tok' });
    t.api.messages.mockResolvedValueOnce({ items: [reply('bb')], olderCursor: 'c1' });
    await t.controller.start();
    t.api.messages.mockResolvedValueOnce({ items: [reply('a')], olderCursor: null });
    await t.controller.loadOlder();
    expect(t.api.messages).toHaveBeenCalledWith('tok', 'c1');
    expect(t.store.get().messages.map((m) => m.id)).toEqual(['a', 'bb']);
    expect(t.store.get().olderCursor).toBeNull();
  });
});

describe('the offline form', () => {
  it('checks the fields before sending', async () => {
    const t = setup();
    await t.controller.submitOffline({ name: '', email: 'nope', message: 'hi' });
    expect(t.store.get().offline).toEqual({ status: 'idle', errors: { name: 'Required', email: 'Invalid format' }, error: null });
    expect(t.api.offline).not.toHaveBeenCalled();
  });

  it('sends the message as a new visitor and thanks them', async () => {
    const t = setup();
    await t.controller.submitOffline({ name: 'Ada', email: 'ada@example.com', message: 'Call me' });
    expect(t.api.offline).toHaveBeenCalledWith('new-token', { name: 'Ada', email: 'ada@example.com', message: 'Call me' });
    expect(t.store.get().offline.status).toBe('sent');
  });

  it("shows the server's field errors", async () => {
    const t = setup();
    t.api.offline.mockRejectedValueOnce(new VisitorApiError(400, 'Please correct the highlighted fields.', { email: 'Invalid format' }));
    await t.controller.submitOffline({ name: 'Ada', email: 'ada@example.com', message: 'Call me' });
    expect(t.store.get().offline).toEqual({ status: 'idle', errors: { email: 'Invalid format' }, error: 'Please correct the highlighted fields.' });
  });
});

describe('closing', () => {
  it('tells the page when the visitor closes the window from inside', () => {
    const t = setup({ open: true });
    t.controller.close();
    expect(t.store.get().open).toBe(false);
    expect(t.posted.at(-1)).toEqual({ type: 'webchat:close' });
  });
});
