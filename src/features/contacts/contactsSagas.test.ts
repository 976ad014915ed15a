import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { Contact, Page } from '../../domain/inbox';
import { ApiError, type HttpClient } from '../../services/http';
import { apiFailed } from '../errors/errorsSlice';
import { contactsSaga } from './contactsSagas';
import {
  contactMergeRequested,
  contactSaveRequested,
  contactSelected,
  contactsPageOpened,
  contactsQueryChanged,
  contactsSlice,
  mergeSearchChanged,
  moreContactsRequested,
  selectContacts,
} from './contactsSlice';
import { aContact, aDetail } from './testing/fixtures';

const page = (items: Contact[], nextCursor: string | null = null, total = items.length): { result: 'success'; data: Page<Contact> } => ({
  result: 'success',
  data: { items, nextCursor, total },
});

function setup(http: Partial<HttpClient>) {
  const client: HttpClient = { get: vi.fn(), post: vi.fn(), put: vi.fn(), ...http };
  const store = makeStore({
    reducer: { contacts: contactsSlice.reducer, seen: (seen: string[] = [], action: UnknownAction) => [...seen, action.type] },
    deps: { http: client },
    sagas: [contactsSaga],
  });
  return { store, http: client };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the list', () => {
  it('reads the first page when the page opens, then once per pause in typing with the last query', async () => {
    const get = vi.fn(async (url: string) => page([aContact({ name: url })]));
    const { store } = setup({ get: get as HttpClient['get'] });
    store.dispatch(contactsPageOpened({ id: 'me', role: 'Agent' }));
    await flush();
    expect(get).toHaveBeenLastCalledWith('/v2/api/contacts?limit=30');
    expect(store.getState().contacts.status).toBe('succeeded');

    store.dispatch(contactsQueryChanged({ q: 'a' }));
    await vi.advanceTimersByTimeAsync(200);
    store.dispatch(contactsQueryChanged({ q: 'an' }));
    store.dispatch(contactsQueryChanged({ tag: 'vip' }));
    await vi.advanceTimersByTimeAsync(299);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/v2/api/contacts?q=an&tag=vip&limit=30');
  });

  it('appends the next page from the cursor, and drops a page that arrives after the query changed', async () => {
    const first = aContact({ id: 'a', updatedAt: '2030-01-02T00:00:00.000Z' });
    const second = aContact({ id: 'b', updatedAt: '2030-01-01T00:00:00.000Z' });
    let release: (value: unknown) => void = () => {};
    const get = vi
      .fn()
      .mockResolvedValueOnce(page([first], 'next', 2))
      .mockResolvedValueOnce(page([second], null, 2))
      .mockResolvedValueOnce(page([first], 'next', 2))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue(page([], null, 0));
    const { store } = setup({ get });
    store.dispatch(contactsPageOpened(null));
    await flush();
    store.dispatch(moreContactsRequested());
    await flush();
    expect(get).toHaveBeenLastCalledWith('/v2/api/contacts?cursor=next&limit=30');
    expect(selectContacts(store.getState()).map((c) => c.id)).toEqual(['a', 'b']);

    store.dispatch(contactsPageOpened(null));
    await flush();
    store.dispatch(moreContactsRequested());
    await flush();
    store.dispatch(contactsQueryChanged({ q: 'zed' }));
    await vi.advanceTimersByTimeAsync(300);
    release(page([second], null, 2));
    await flush();
    expect(store.getState().contacts).toMatchObject({ ids: [], total: 0, status: 'succeeded' });
  });

  it('fails in place, and hands only sign-out and an expired package to the error handling', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'Boom', null))
      .mockRejectedValueOnce(new ApiError(402, 'Expired', null));
    const { store } = setup({ get });
    store.dispatch(contactsPageOpened(null));
    await flush();
    expect(store.getState().contacts.status).toBe('failed');
    expect(store.getState().seen).not.toContain(apiFailed.type);
    store.dispatch(contactsPageOpened(null));
    await flush();
    expect(store.getState().seen).toContain(apiFailed.type);
  });
});

describe('the detail, edit and merge', () => {
  const ann = aContact({ id: '00000000-0000-4000-8000-00000000000a', name: 'Ann' });
  const dup = aContact({ id: '00000000-0000-4000-8000-00000000000b', name: 'Ann (Line)', updatedAt: '2029-01-01T00:00:00.000Z' });

  it('loads the selected contact, and says so when it is gone', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce({ result: 'success', data: aDetail({ contact: ann }) })
      .mockRejectedValueOnce(new ApiError(404, 'There is no such contact.', null));
    const { store } = setup({ get });
    store.dispatch(contactSelected(ann.id));
    await flush();
    expect(get).toHaveBeenCalledWith(`/v2/api/contacts/${ann.id}`);
    expect(store.getState().contacts.detail).toMatchObject({ status: 'succeeded', data: { contact: { name: 'Ann' } } });
    store.dispatch(contactSelected(dup.id));
    await flush();
    expect(store.getState().contacts.detail).toMatchObject({
      id: dup.id,
      status: 'failed',
      message: 'This contact does not exist any more, or was merged into another contact.',
    });
  });

  it('saves an edit, showing the api’s field errors in the form and the saved contact everywhere', async () => {
    const get = vi.fn().mockResolvedValueOnce(page([ann])).mockResolvedValueOnce({ result: 'success', data: aDetail({ contact: ann }) });
    const renamed = { ...ann, name: 'Ann Lee', updatedAt: '2031-01-01T00:00:00.000Z' };
    const put = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'email: Invalid format', { result: 'error', message: 'email: Invalid format', fields: { email: 'Invalid format' } }))
      .mockResolvedValueOnce({ result: 'success', data: renamed });
    const { store } = setup({ get, put });
    store.dispatch(contactsPageOpened(null));
    store.dispatch(contactSelected(ann.id));
    await flush();
    const body = { name: 'Ann Lee', email: 'x', phone: '', notes: '', tags: [] };
    store.dispatch(contactSaveRequested({ id: ann.id, body }));
    await flush();
    expect(put).toHaveBeenCalledWith(`/v2/api/contacts/${ann.id}`, body);
    expect(store.getState().contacts.edit).toMatchObject({ status: 'failed', failure: { fields: { email: 'Invalid format' } } });
    store.dispatch(contactSaveRequested({ id: ann.id, body: { ...body, email: '' } }));
    await flush();
    expect(store.getState().contacts.edit).toEqual({ open: false, status: 'idle', failure: null });
    expect(selectContacts(store.getState())[0]!.name).toBe('Ann Lee');
    expect(store.getState().contacts.detail.data!.contact.name).toBe('Ann Lee');
  });

  it('searches candidates after a pause, merges, and shows the kept contact', async () => {
    const kept = aDetail({ contact: { ...ann, tags: ['vip'] } });
    const get = vi
      .fn()
      .mockResolvedValueOnce(page([ann, dup]))
      .mockResolvedValueOnce({ result: 'success', data: aDetail({ contact: dup }) })
      .mockResolvedValueOnce(page([ann]));
    const post = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'refused', { result: 'error', message: 'This contact was already merged into another contact.' }))
      .mockResolvedValueOnce({ result: 'success', data: kept });
    const { store } = setup({ get, post });
    store.dispatch(contactsPageOpened(null));
    store.dispatch(contactSelected(dup.id));
    await flush();
    store.dispatch(mergeSearchChanged('an'));
    await vi.advanceTimersByTimeAsync(300);
    expect(get).toHaveBeenLastCalledWith('/v2/api/contacts?q=an&limit=9');
    expect(store.getState().contacts.merge.candidates).toEqual([ann]);

    store.dispatch(contactMergeRequested({ sourceId: dup.id, intoId: ann.id }));
    await flush();
    expect(store.getState().contacts.merge).toMatchObject({ status: 'failed', message: 'This contact was already merged into another contact.' });
    store.dispatch(contactMergeRequested({ sourceId: dup.id, intoId: ann.id }));
    await flush();
    expect(post).toHaveBeenLastCalledWith(`/v2/api/contacts/${dup.id}/merge`, { intoId: ann.id });
    expect(selectContacts(store.getState()).map((c) => c.id)).toEqual([ann.id]);
    expect(store.getState().contacts.total).toBe(1);
    expect(store.getState().contacts.merge).toMatchObject({ status: 'succeeded', keptId: ann.id });
    expect(store.getState().contacts.detail).toMatchObject({ id: ann.id, data: kept });
  });
});
