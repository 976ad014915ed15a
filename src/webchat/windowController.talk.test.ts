// The chat window's pre-chat form and typing indicators, through its controller.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPING_TIMING } from '../domain/webchat';
import { CONFIG, reply, setup } from './testWindow';
import { VisitorApiError } from './visitorApi';

const ASKING = { ...CONFIG, prechat: { name: 'required', email: 'optional', message: 'optional' } } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('the pre-chat form', () => {
  it('checks the fields as the channel asks for them before sending', async () => {
    const t = setup({ config: ASKING });
    await t.controller.start();
    await t.controller.submitPrechat({ name: ' ', email: 'nope' });
    expect(t.store.get().prechat).toEqual({ status: 'idle', errors: { name: 'Required', email: 'Invalid format' }, error: null });
    expect(t.api.prechat).not.toHaveBeenCalled();
  });

  it('sends it as a new visitor, shows the first message, and remembers this visitor answered', async () => {
    const t = setup({ config: ASKING });
    await t.controller.start();
    await t.controller.submitPrechat({ name: 'Grace', email: 'grace@example.com', message: 'Where is order 42?' });
    expect(t.api.prechat).toHaveBeenCalledWith('new-token', { name: 'Grace', email: 'grace@example.com', message: 'Where is order 42?' });
    expect(t.store.get().prechat.status).toBe('sent');
    expect(t.store.get().messages.map((m) => m.text)).toEqual(['Where is order 42?']);
    expect(t.introduced.value).toBe('new-token');
  });

  it('is not asked again of a visitor who answered it in this browser', async () => {
    const t = setup({ config: ASKING, token: 'known.mac', introduced: 'known' });
    await t.controller.start();
    expect(t.store.get().prechat.status).toBe('sent');
    const other = setup({ config: ASKING, token: 'other.mac', introduced: 'known' });
    await other.controller.start();
    expect(other.store.get().prechat.status).toBe('idle');
  });

  it("shows the server's field errors", async () => {
    const t = setup({ config: ASKING });
    await t.controller.start();
    t.api.prechat.mockRejectedValueOnce(new VisitorApiError(400, 'Please correct the highlighted fields.', { email: 'Invalid format' }));
    await t.controller.submitPrechat({ name: 'Grace', email: 'grace@example.com' });
    expect(t.store.get().prechat).toEqual({ status: 'idle', errors: { email: 'Invalid format' }, error: 'Please correct the highlighted fields.' });
    expect(t.introduced.value).toBeNull();
  });
});

describe('typing', () => {
  it("tells the server the visitor types, without the text unless the channel shows it, and stops when the message goes", async () => {
    const t = setup({ token: 'tok' });
    await t.controller.start();
    t.socket().online();
    t.controller.typed('Where is');
    expect(t.typing).toEqual([{ typing: true }]);
    t.controller.send('Where is it?');
    expect(t.typing).toEqual([{ typing: true }, { typing: false }]);

    const shown = setup({ token: 'tok', config: { ...CONFIG, showVisitorTyping: true } });
    await shown.controller.start();
    shown.controller.typed('Where is');
    expect(shown.typing).toEqual([{ typing: true, text: 'Where is' }]);
  });

  it('shows that an agent types until their reply arrives', async () => {
    const t = setup({ token: 'tok' });
    await t.controller.start();
    t.socket().agentTyping({ name: 'Ann', typing: true });
    expect(t.store.get().agentTyping).toBe('Ann');
    t.socket().message(reply('r1'));
    expect(t.store.get().agentTyping).toBeNull();
    t.socket().agentTyping({ name: 'Ann', typing: true });
    t.socket().agentTyping({ name: 'Ann', typing: false });
    expect(t.store.get().agentTyping).toBeNull();
  });

  it('lets an agent typing go when nothing more is heard', async () => {
    vi.useFakeTimers();
    const t = setup({ token: 'tok' });
    await t.controller.start();
    t.socket().agentTyping({ name: 'Ann', typing: true });
    vi.advanceTimersByTime(TYPING_TIMING.shownMs - 1);
    expect(t.store.get().agentTyping).toBe('Ann');
    t.socket().agentTyping({ name: 'Ann', typing: true });
    vi.advanceTimersByTime(TYPING_TIMING.shownMs - 1);
    expect(t.store.get().agentTyping).toBe('Ann');
    vi.advanceTimersByTime(1);
    expect(t.store.get().agentTyping).toBeNull();
  });
});

describe('the queue', () => {
  it('keeps the place in the queue the server tells, and drops one that makes no sense', async () => {
    const t = setup({ token: 'old-token' });
    await t.controller.start();
    t.socket().queuePosition({ position: 3 });
    expect(t.store.get().queuePosition).toBe(3);
    t.socket().queuePosition({ position: null });
    expect(t.store.get().queuePosition).toBeNull();
    t.socket().queuePosition({ position: 0 });
    expect(t.store.get().queuePosition).toBeNull();
  });
});
