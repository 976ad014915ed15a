import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { ApiError, type HttpClient } from '../../../services/http';
import { contactSaga } from '../contactSagas';
import { contactSlice } from '../contactSlice';
import { ContactPage } from './ContactPage';

function renderPage(post: HttpClient['post']) {
  const http: HttpClient = { get: vi.fn(), post, put: vi.fn() };
  const store = makeStore({ reducer: { contact: contactSlice.reducer }, deps: { http }, sagas: [contactSaga] });
  render(
    <Provider store={store}>
      <ContactPage />
    </Provider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactPage', () => {
  afterEach(cleanup);

  it("shows 'Required' for each missing field and sends nothing", () => {
    const post = vi.fn();
    renderPage(post);

    submit();

    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(post).not.toHaveBeenCalled();
  });

  it("shows 'Invalid format' for a bad e-mail", () => {
    renderPage(vi.fn());
    type('Name', 'Ana');
    type('E-mail', 'ana@');
    type('Message', 'Hello');

    submit();

    expect(screen.getByText('Invalid format')).toBeInTheDocument();
  });

  it("sends trimmed values and shows the server's confirmation", async () => {
    const post = vi.fn(async () => ({ result: 'success', message: 'Thank you, we received your message.' }));
    renderPage(post as unknown as HttpClient['post']);
    type('Name', '  Ana ');
    type('E-mail', ' ana@example.test');
    type('Message', 'Hello ');

    submit();

    expect(await screen.findByText('Thank you, we received your message.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v2/api/public/contact', {
      name: 'Ana',
      email: 'ana@example.test',
      company: '',
      message: 'Hello',
    });
  });

  it("shows the server's field errors and keeps what was typed", async () => {
    const body = { result: 'error', message: 'Please check the form.', fields: { company: 'Max 120 characters' } };
    renderPage(async () => {
      throw new ApiError(400, body.message, body);
    });
    type('Name', 'Ana');
    type('E-mail', 'ana@example.test');
    type('Company', 'ACME');
    type('Message', 'Hello');

    submit();

    expect(await screen.findByText('Max 120 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByLabelText('Message', { exact: false })).toHaveValue('Hello');
    expect(screen.getByLabelText('Company', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the message of a 429', async () => {
    const body = { result: 'error', message: 'Too many messages, please try again later.' };
    renderPage(async () => {
      throw new ApiError(429, body.message, body);
    });
    type('Name', 'Ana');
    type('E-mail', 'ana@example.test');
    type('Message', 'Hello');

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, please try again later.');
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Ana');
  });
});
