import { fireEvent, getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEBCHAT_SETTINGS, type WebchatConfig } from '../../domain/webchat';
import type { WindowController } from '../windowController';
import { createWindowStore, initialWindowState, type WindowStore } from '../windowStore';
import type { ShownMessage } from '../webchatRules';
import { OFFLINE_THANKS } from './offlineForm';
import { mountWindow } from './windowView';

const CONFIG: WebchatConfig = {
  ...DEFAULT_WEBCHAT_SETTINGS,
  color: '#ffff00',
  greeting: 'Hello! Ask us anything.',
  offlineMessage: 'We are out.',
  name: 'Acme',
  available: true,
};

const message = (id: string, over: Partial<ShownMessage> = {}): ShownMessage => ({
  id,
  direction: 'outbound',
  authorName: 'Ann',
  text: `text ${id}`,
  attachments: [],
  deliveryState: 'sent',
  createdAt: '2025-01-01T10:00:00.000Z',
  ...over,
});

let root: HTMLElement;
let store: WindowStore;
let controller: { [K in keyof WindowController]: ReturnType<typeof vi.fn> };

function mount(embedded = true) {
  return mountWindow(root, store, controller as unknown as WindowController, embedded);
}

beforeEach(() => {
  document.body.innerHTML = '';
  root = document.createElement('div');
  document.body.append(root);
  store = createWindowStore(initialWindowState(true, true));
  controller = {
    start: vi.fn(),
    setOpen: vi.fn(),
    setVisible: vi.fn(),
    close: vi.fn(),
    loadOlder: vi.fn(),
    send: vi.fn(() => true),
    retry: vi.fn(),
    attach: vi.fn(),
    removeFile: vi.fn(),
    submitOffline: vi.fn(),
    submitPrechat: vi.fn(),
    typed: vi.fn(),
    dismissNotice: vi.fn(),
  };
});

describe('the chat window', () => {
  it('shows loading, then the workspace with its greeting and colours', () => {
    mount();
    expect(getByRole(root, 'status').textContent).toBe('Loading…');
    store.update({ config: CONFIG });
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Acme');
    expect(root.textContent).toContain('Hello! Ask us anything.');
    const app = root.querySelector<HTMLElement>('.wc')!;
    expect(app.style.getPropertyValue('--wc-brand')).toBe('#ffff00');
    expect(app.style.getPropertyValue('--wc-on-brand')).toBe('#000000');
  });

  it('says so when the chat does not exist', () => {
    mount();
    store.update({ config: 'missing' });
    expect(getByRole(root, 'status').textContent).toBe('This chat is not available.');
  });

  it('renders what people write as text, never as markup', () => {
    mount();
    store.update({ config: CONFIG, messages: [message('a', { text: '<img src=x onerror="alert(1)"><b>bold</b>' })] });
    const log = getByRole(root, 'log');
    expect(log.querySelector('img')).toBeNull();
    expect(log.querySelector('b')).toBeNull();
    expect(log.textContent).toContain('<img src=x onerror="alert(1)"><b>bold</b>');
  });

  it("shows the picture the workspace's brand gives a reply (the agent's or the logo) beside its author", () => {
    mount();
    store.update({ config: CONFIG, messages: [message('a', { authorName: 'Acme', authorPictureUrl: '/v2/api/brand/w/logo/l' }), message('b', { authorName: 'Bo' })] });
    const authors = root.querySelectorAll('.wc-author');
    expect(authors[0]!.textContent).toBe('Acme');
    expect(authors[0]!.querySelector('img')!.getAttribute('src')).toBe('/v2/api/brand/w/logo/l');
    expect(authors[1]!.querySelector('img')).toBeNull();
  });

  it('shows pictures as pictures and other files as links, with names from the data only', () => {
    mount();
    const files = [
      { id: '1', name: 'photo.png', mime: 'image/png', size: 2048, url: '/v2/api/webchat/c/files/1/photo.png?sig=s' },
      { id: '2', name: 'invoice.pdf', mime: 'application/pdf', size: 4096, url: '/v2/api/webchat/c/files/2/invoice.pdf?sig=t' },
    ];
    store.update({ config: CONFIG, messages: [message('a', { text: '', attachments: files })] });
    const image = getByRole(root, 'img', { name: 'photo.png' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(files[0]!.url);
    const link = getByRole(root, 'link', { name: 'invoice.pdf (4 KB)' });
    expect(link.getAttribute('href')).toBe(files[1]!.url);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("names who wrote each message, and shows a failed message's reason with a retry", () => {
    mount();
    store.update({
      config: CONFIG,
      messages: [
        message('a', { createdAt: '2025-01-01T10:00:00.000Z' }),
        message('b', { direction: 'inbound', authorName: null, createdAt: '2025-01-01T10:01:00.000Z', local: { status: 'failed', error: 'Offline.' } }),
      ],
    });
    const items = getByRole(root, 'log').querySelectorAll('li.wc-msg:not(.wc-greeting)');
    expect(items[0]!.querySelector('.wc-author')!.textContent).toBe('Ann');
    expect(items[1]!.querySelector('.wc-author')!.textContent).toBe('You');
    expect(items[1]!.textContent).toContain('Not sent: Offline.');
    fireEvent.click(getByRole(root, 'button', { name: 'Retry' }));
    expect(controller.retry).toHaveBeenCalledWith('b');
  });

  it('keeps the element of a message that did not change as others arrive', () => {
    mount();
    store.update({ config: CONFIG, messages: [message('a')] });
    const first = getByRole(root, 'log').querySelector('li:not(.wc-greeting)');
    store.update((s) => ({ messages: [...s.messages, message('b', { createdAt: '2025-01-01T10:05:00.000Z' })] }));
    const items = getByRole(root, 'log').querySelectorAll('li.wc-msg:not(.wc-greeting)');
    expect(items).toHaveLength(2);
    expect(items[0]).toBe(first);
  });

  it('sends on Enter, adds a line on Shift+Enter, and clears the box once sent', () => {
    mount();
    store.update({ config: CONFIG });
    const box = getByLabelText(root, 'Message') as HTMLTextAreaElement;
    box.value = 'Hi there';
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(controller.send).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(controller.send).toHaveBeenCalledWith('Hi there');
    expect(box.value).toBe('');
  });

  it('lists files being uploaded, disables Send meanwhile, and removes one on request', () => {
    mount();
    store.update({ config: CONFIG, files: [{ key: 7, name: 'photo.png', status: 'uploading' }] });
    expect(root.textContent).toContain('photo.png (uploading…)');
    expect((getByRole(root, 'button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(getByRole(root, 'button', { name: 'Remove photo.png' }));
    expect(controller.removeFile).toHaveBeenCalledWith(7);
  });

  it('offers earlier messages while there are some', () => {
    mount();
    store.update({ config: CONFIG, olderCursor: 'c' });
    fireEvent.click(getByRole(root, 'button', { name: 'Show earlier messages' }));
    expect(controller.loadOlder).toHaveBeenCalled();
    store.update({ olderCursor: null });
    expect(queryByRole(root, 'button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('has a close button only inside the loader’s frame', () => {
    mount(true);
    fireEvent.click(getByRole(root, 'button', { name: 'Close chat' }));
    expect(controller.close).toHaveBeenCalled();
    root.textContent = '';
    mount(false);
    expect(queryByRole(root, 'button', { name: 'Close chat' })).toBeNull();
  });
});

describe('when nobody is available', () => {
  it('shows the offline form with the workspace’s message, its labelled fields and their errors', () => {
    mount();
    store.update({ config: { ...CONFIG, available: false } });
    expect(root.textContent).toContain('We are out.');
    (getByLabelText(root, 'E-mail') as HTMLInputElement).value = 'ada@example.com';
    (getByLabelText(root, 'Message') as HTMLTextAreaElement).value = 'Call me';
    (getByLabelText(root, 'Name') as HTMLInputElement).value = 'Ada';
    fireEvent.click(getByRole(root, 'button', { name: 'Send' }));
    expect(controller.submitOffline).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', message: 'Call me' });

    store.update({ offline: { status: 'idle', errors: { email: 'Invalid format' }, error: null } });
    const email = getByLabelText(root, 'E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Invalid format');
    expect(document.activeElement).toBe(email);
  });

  it('thanks the visitor once the message is sent', () => {
    mount();
    store.update({ config: { ...CONFIG, available: false } });
    store.update({ offline: { status: 'sent', errors: {}, error: null }, messages: [message('m', { direction: 'inbound' })] });
    expect(getByRole(root, 'status').textContent).toBe(OFFLINE_THANKS);
    expect(queryByRole(root, 'form', { name: 'Leave us a message' })).toBeNull();
  });

  it('keeps an ongoing conversation open, with the offline message above the composer', () => {
    mount();
    store.update({ config: { ...CONFIG, available: false }, messages: [message('a')] });
    expect(getByRole(root, 'log')).toBeTruthy();
    expect(root.querySelector('.wc-away')!.textContent).toBe('We are out.');
    expect((root.querySelector('.wc-away') as HTMLElement).hidden).toBe(false);
  });
});

describe('before the first message', () => {
  const ASKING = { ...CONFIG, prechat: { name: 'required', email: 'optional', message: 'off' } } as const;

  it('asks what the channel asks, marks the optional fields, and sends only those', () => {
    mount();
    store.update({ config: ASKING });
    const form = getByRole(root, 'form', { name: 'Before we start' });
    expect(form.parentElement!.textContent).toContain('Hello! Ask us anything.');
    expect((getByLabelText(root, 'Name') as HTMLInputElement).required).toBe(true);
    expect(getByLabelText(root, 'E-mail (optional)')).toBeTruthy();
    expect(queryByRole(root, 'textbox', { name: /Message/ })).toBeNull();
    (getByLabelText(root, 'Name') as HTMLInputElement).value = 'Grace';
    fireEvent.click(getByRole(root, 'button', { name: 'Start the chat' }));
    expect(controller.submitPrechat).toHaveBeenCalledWith({ name: 'Grace', email: '' });

    store.update({ prechat: { status: 'idle', errors: { name: 'Required' }, error: null } });
    expect(getByLabelText(root, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(getByLabelText(root, 'Name'));
  });

  it('gives way to the conversation once answered, the keyboard going to the composer', async () => {
    mount();
    store.update({ config: ASKING });
    getByRole(root, 'button', { name: 'Start the chat' }).focus();
    store.update({ prechat: { status: 'sending', errors: {}, error: null } });
    // A disabled button loses the focus in browsers.
    (document.activeElement as HTMLElement).blur();
    store.update({ prechat: { status: 'sent', errors: {}, error: null } });
    await Promise.resolve();
    expect(queryByRole(root, 'form', { name: 'Before we start' })).toBeNull();
    expect(document.activeElement).toBe(getByLabelText(root, 'Message'));
  });
});

describe('typing', () => {
  it("tells the composer's changes to the controller and shows an agent typing", () => {
    mount();
    store.update({ config: CONFIG });
    const box = getByLabelText(root, 'Message') as HTMLTextAreaElement;
    box.value = 'Hel';
    fireEvent.input(box);
    expect(controller.typed).toHaveBeenCalledWith('Hel');
    store.update({ agentTyping: 'Ann' });
    expect(getByRole(root, 'status').textContent).toBe('Ann is typing…');
    store.update({ agentTyping: null });
    expect(getByRole(root, 'status').textContent).toBe('');
  });
});


describe('the queue', () => {
  it('tells a waiting visitor their place as it moves, and nothing once an agent has them', () => {
    mount();
    const queue = () => root.querySelector<HTMLElement>('.wc-queue')!;
    store.update({ config: CONFIG, queuePosition: 3 });
    expect(queue()).toMatchObject({ hidden: false, textContent: 'You are number 3 in the queue.' });
    expect(queue().getAttribute('role')).toBe('status');
    store.update({ queuePosition: 1 });
    expect(queue().textContent).toBe('You are next in the queue.');
    store.update({ queuePosition: null });
    expect(queue().hidden).toBe(true);
  });
});
