import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore } from '../../../app/makeStore';
import type { AuthResponse } from '../../../domain/api';
import type { ContactDetail } from '../../../domain/inbox';
import type { HttpClient } from '../../../services/http';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { directorySlice } from '../../directory/directorySlice';
import { contactsSaga } from '../contactsSagas';
import { contactsSlice } from '../contactsSlice';
import { aContact, aConversation, aDetail, aTicket } from '../testing/fixtures';
import { ContactsPage } from './ContactsPage';

const AUTH: AuthResponse = {
  result: 'success',
  user: { id: 'u1', username: 'ana', email: 'ana@x.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' },
  workspace: { id: 'w1', name: 'Front Desk', botid: 'b1', owner: 'u1', role: 'Agent', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/app/contact' }],
};

const ANN_ID = '00000000-0000-4000-8000-00000000000a';
const BOB_ID = '00000000-0000-4000-8000-00000000000b';
const ann = aContact({ id: ANN_ID, name: 'Ann Lee', email: 'ann@example.com', tags: ['vip'], notes: 'Line one\nLine two', updatedAt: '2030-01-02T00:00:00.000Z' });
const bob = aContact({ id: BOB_ID, name: '<img src=x onerror=alert(1)>', phone: '+1 555' });
const annDetail: ContactDetail = aDetail({
  contact: ann,
  identities: [{ id: 'i1', channelId: 'ch1', channelType: 'LINE', externalId: 'U123', displayName: 'ann.line' }],
  conversations: [aConversation({ id: 'conv-1', lastMessagePreview: '<b>hi</b>', ticketId: 'tk-1', ticketNumber: 7 })],
  tickets: [aTicket({ id: 'tk-1', number: 7, subject: 'Refund', status: 'unsolved', statusOmni: null, priority: 'urgent' })],
});

function setup(detail: ContactDetail = annDetail) {
  const get = vi.fn(async (url: string): Promise<unknown> => {
    if (url === `/v2/api/contacts/${ANN_ID}`) return { result: 'success', data: detail };
    if (url.startsWith('/v2/api/contacts?')) {
      const q = new URLSearchParams(url.split('?')[1]).get('q') ?? '';
      const items = [ann, bob].filter((contact) => q === '' || contact.name.toLowerCase().includes(q.toLowerCase()));
      return { result: 'success', data: { items, nextCursor: null, total: items.length } };
    }
    throw new Error(`unexpected ${url}`);
  });
  const put = vi.fn(async (_url: string, body: unknown) => ({ result: 'success', data: { ...ann, ...(body as object), updatedAt: '2031-01-01T00:00:00.000Z' } }));
  const post = vi.fn(async () => ({ result: 'success', data: aDetail({ contact: { ...ann, phone: '+1 555' } }) }));
  const http: HttpClient = { get: get as HttpClient['get'], put: put as HttpClient['put'], post: post as HttpClient['post'] };
  const store = makeStore({
    reducer: { auth: authSlice.reducer, contacts: contactsSlice.reducer, directory: directorySlice.reducer },
    deps: { http },
    sagas: [contactsSaga],
  });
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  const memory = memoryLocation({ path: '/v2/app/contact', record: true });
  render(
    <Provider store={store}>
      <Router base="/v2" hook={memory.hook} searchHook={memory.searchHook}>
        <ContactsPage />
      </Router>
    </Provider>,
  );
  return { get, put, post, memory };
}

const list = () => screen.getByRole('list', { name: 'Contact list' });

describe('ContactsPage', () => {
  afterEach(cleanup);

  it('lists contacts with their count, and customer text as text', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('contact-count')).toHaveTextContent('2 contacts'));
    expect(within(list()).getByRole('link', { name: /Ann Lee/ })).toHaveAttribute('href', `/v2/app/contact?contact=${ANN_ID}`);
    expect(within(list()).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(list()).getByText('No more data.')).toBeInTheDocument();
  });

  it('searches after a pause in typing and says when nothing is found', async () => {
    const { get } = setup();
    await waitFor(() => expect(screen.getByTestId('contact-count')).toHaveTextContent('2 contacts'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zzz' } });
    await waitFor(() => expect(within(list()).getByText('No result.')).toBeInTheDocument());
    expect(get).toHaveBeenLastCalledWith('/v2/api/contacts?q=zzz&limit=30');
    expect(screen.getByTestId('contact-count')).toHaveTextContent('0 contacts');
  });

  it('opens a contact with its channels, conversations and tickets, linked to where they are worked', async () => {
    setup();
    fireEvent.click(await within(list()).findByRole('link', { name: /Ann Lee/ }));
    const detail = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(list()).getByRole('link', { name: /Ann Lee/ })).toHaveAttribute('aria-current', 'true');
    expect(within(detail).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(detail).getByText('Line one\nLine two', { collapseWhitespace: false, trim: false })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Show contacts tagged vip' })).toBeInTheDocument();
    const line = within(detail).getAllByText('Line')[0]!.closest('.channel-badge')!;
    expect(line.querySelector('img')).toHaveAttribute('src', '/v2/channels/line.svg');
    expect(within(detail).getByText('ann.line · U123')).toBeInTheDocument();
    expect(within(detail).getByText('<b>hi</b>')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: /Refund/ })).toHaveAttribute('href', '/v2/app/ticket?ticket=tk-1');
    expect(within(detail).getByRole('link', { name: /Refund/ })).toHaveTextContent('New · Urgent Priority');
    expect(within(detail).getByRole('link', { name: /hi/ })).toHaveAttribute('href', '/v2/app/chat?conversation=conv-1');
  });

  it('edits a contact with the form’s messages, then shows the saved values', async () => {
    const { put } = setup();
    fireEvent.click(await within(list()).findByRole('link', { name: /Ann Lee/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid format')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Ann Marie Lee ' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/Tags/), { target: { value: 'vip, VIP, press' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact' })).toBeNull());
    expect(put).toHaveBeenCalledWith(`/v2/api/contacts/${ANN_ID}`, {
      name: 'Ann Marie Lee',
      email: '',
      phone: '',
      notes: 'Line one\nLine two',
      tags: ['vip', 'press'],
    });
    expect(await screen.findByRole('heading', { name: 'Ann Marie Lee' })).toBeInTheDocument();
  });

  it("hints at a contact with the same e-mail address or phone number, merged into the one shown in one click", async () => {
    const { post } = setup({ ...annDetail, samePerson: [{ contact: { id: BOB_ID, name: 'Bob WhatsApp' }, reason: 'the same phone number' }] });
    fireEvent.click(await within(list()).findByRole('link', { name: /Ann Lee/ }));
    const hints = await screen.findByRole('region', { name: 'Possibly the same person' });
    expect(hints).toHaveTextContent('Bob WhatsApp has the same phone number.');
    expect(within(hints).getByRole('link', { name: 'Bob WhatsApp' })).toHaveAttribute('href', `/v2/app/contact?contact=${BOB_ID}`);
    fireEvent.click(within(hints).getByRole('button', { name: 'Merge Bob WhatsApp into Ann Lee' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v2/api/contacts/${BOB_ID}/merge`, { intoId: ANN_ID }));
    // The kept contact's detail comes back without the hint.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Possibly the same person' })).toBeNull());
  });

  it('shows no hint when no other contact shares an address or number', async () => {
    setup();
    fireEvent.click(await within(list()).findByRole('link', { name: /Ann Lee/ }));
    await screen.findByRole('article', { name: 'Ann Lee' });
    expect(screen.queryByRole('region', { name: 'Possibly the same person' })).toBeNull();
  });

  it('merges a picked contact into the one shown after a confirmation', async () => {
    const { post } = setup();
    fireEvent.click(await within(list()).findByRole('link', { name: /Ann Lee/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge contacts' });
    const candidates = within(dialog).getByRole('list', { name: 'Contacts to merge with' });
    fireEvent.click(await within(candidates).findByRole('button', { name: /onerror/ }));
    expect(within(dialog).getByText(/leaves the contact list. This cannot be undone./)).toBeInTheDocument();
    expect(within(candidates).queryByRole('button', { name: /Ann Lee/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v2/api/contacts/${BOB_ID}/merge`, { intoId: ANN_ID }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Merge contacts' })).toBeNull());
    await waitFor(() => expect(within(list()).queryByText('<img src=x onerror=alert(1)>')).toBeNull());
  });
});
