import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { DEFAULT_BRAND, type Brand } from '../../../domain/brandRules';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { BRAND_SAVED_MESSAGE } from '../personalizationSagas';
import { page } from '../personalizationPage';
import { personalizationSlice } from '../personalizationSlice';

const GET = 'GET /v2/api/workspace/brand';
const PUT = 'PUT /v2/api/workspace/brand';
const UPLOAD = 'POST /v2/api/console/messages/upload';
const answer = (brand: Brand, logoUrl: string | null = null) => ({ result: 'success', data: { brand, look: { name: 'Acme', accent: brand.accent, logoUrl } } });

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({ [GET]: () => answer(DEFAULT_BRAND), ...routes });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer, [personalizationSlice.name]: personalizationSlice.reducer },
    deps: { http },
    sagas: [...page.sagas!],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <page.Page product="OMNI" params={{}} />
    </Provider>,
  );
  return { store, calls };
}

afterEach(cleanup);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PersonalizationPage', () => {
  it('shows the stored brand, previews the edits and saves them with feedback', async () => {
    const next: Brand = { ...DEFAULT_BRAND, accent: '#0b5394', caption: 'Ask Acme', identity: 'workspace' };
    const { store, calls } = setup({ [PUT]: () => answer(next) });
    expect(((await screen.findByLabelText('Button caption')) as HTMLInputElement).value).toBe('Chat Us');
    expect(screen.getByTestId('brand-preview-launcher').textContent).toBe('Chat Us');
    expect(screen.getByTestId('brand-preview-message').textContent).toContain('ana');
    type('Button caption', ' Ask Acme ');
    type('Accent colour', '#0B5394');
    fireEvent.click(screen.getByLabelText("The workspace's name and logo"));
    expect(screen.getByTestId('brand-preview-launcher').textContent).toBe('Ask Acme');
    expect(screen.getByTestId('brand-preview-message').textContent).toContain('Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(store.getState().notice).toMatchObject({ success: { message: BRAND_SAVED_MESSAGE } }));
    expect(calls.at(-1)).toEqual({ key: PUT, body: next });
  });

  it('refuses a colour white text is hard to read on, with the shared message, before any call', async () => {
    const { calls } = setup({});
    await screen.findByLabelText('Accent colour');
    type('Accent colour', '#ffd700');
    type('Button caption', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('White text on this colour is hard to read (contrast 1.4:1, at least 4.5:1 needed): choose a darker colour.')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByLabelText('Accent colour').getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((c) => c.key)).toEqual([GET]);
  });

  it("shows the api's refusal of the logo beside the picker", async () => {
    setup({ [PUT]: () => { throw new ApiError(400, 'The logo must be a PNG, JPEG or SVG image.', { fields: { logo: 'The logo must be a PNG, JPEG or SVG image.' } }); } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG or SVG image.')).toBeTruthy();
  });

  it('checks a picked logo by type, uploads a good one and saves its id', async () => {
    const id = '3f1c2a8e-6d0b-4c47-9a51-0b6f2d1e9c11';
    const { calls } = setup({
      [UPLOAD]: () => ({ result: 'success', url: `/v2/api/files/${id}/logo.png`, data: { id, url: `/v2/api/files/${id}/logo.png`, name: 'logo.png', size: 9, type: 'image/png' } }),
      [PUT]: (body) => answer(body as Brand),
    });
    const input = (await screen.findByLabelText(/Logo/, { selector: 'input' })) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('The logo must be a PNG, JPEG or SVG image.')).toBeTruthy();
    expect(calls.map((c) => c.key)).toEqual([GET]);
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByAltText("The workspace's logo")).toHaveProperty('src', expect.stringContaining(`/v2/api/files/${id}/logo.png`));
    const form = calls.find((c) => c.key === UPLOAD)!.body as FormData;
    expect(form.get('accept')).toBe('png,jpg,jpeg,svg');
    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ key: PUT, body: { ...DEFAULT_BRAND, logo: id } }));
  });

  it('tells an Agent the brand is for Administrators and reads nothing', () => {
    const { calls } = setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change its brand.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
