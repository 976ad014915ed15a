import { WEBCHAT_LIMITS, type OfflineForm } from '../../domain/webchat';
import type { WindowState } from '../windowStore';
import { h, show } from './dom';

export const OFFLINE_THANKS = 'Thank you! We received your message and will answer by e-mail.';

type Field = keyof OfflineForm;

/** When nobody is available: the visitor leaves a name, an e-mail address and a message. */
export function createOfflineForm(submit: (form: OfflineForm) => void) {
  const intro = h('p', { class: 'wc-offline-intro' });
  const inputs = {
    name: h('input', { id: 'wc-name', name: 'name', autocomplete: 'name', maxlength: WEBCHAT_LIMITS.name, 'aria-describedby': 'wc-name-error' }),
    email: h('input', { id: 'wc-email', name: 'email', type: 'email', autocomplete: 'email', maxlength: WEBCHAT_LIMITS.email, 'aria-describedby': 'wc-email-error' }),
    message: h('textarea', { id: 'wc-message', name: 'message', rows: 4, maxlength: WEBCHAT_LIMITS.text, 'aria-describedby': 'wc-message-error' }),
  };
  const errors = {
    name: h('span', { id: 'wc-name-error', class: 'wc-error' }),
    email: h('span', { id: 'wc-email-error', class: 'wc-error' }),
    message: h('span', { id: 'wc-message-error', class: 'wc-error' }),
  };
  const formError = h('p', { class: 'wc-error', role: 'alert' });
  const button = h('button', { type: 'submit', class: 'wc-send' }, 'Send');
  const field = (name: Field, label: string) => h('div', { class: 'wc-field' }, h('label', { for: `wc-${name}` }, label), inputs[name], errors[name]);
  const form = h(
    'form',
    {
      class: 'wc-offline',
      novalidate: true,
      'aria-label': 'Leave us a message',
      onsubmit: (event: Event) => {
        event.preventDefault();
        submit({ name: inputs.name.value, email: inputs.email.value, message: inputs.message.value });
      },
    },
    field('name', 'Name'),
    field('email', 'E-mail'),
    field('message', 'Message'),
    formError,
    button,
  );
  const thanks = h('p', { class: 'wc-thanks', role: 'status' });
  const el = h('div', { class: 'wc-offline-view' }, intro, form, thanks);

  function update(state: WindowState, previous: WindowState | null): void {
    if (state.config && state.config !== 'missing') intro.textContent = state.config.offlineMessage;
    const { offline } = state;
    if (previous && previous.offline === offline) return;
    const sent = offline.status === 'sent';
    show(form, !sent);
    thanks.textContent = sent ? OFFLINE_THANKS : '';
    button.toggleAttribute('disabled', offline.status === 'sending');
    formError.textContent = offline.error ?? '';
    let first: HTMLElement | null = null;
    for (const name of Object.keys(inputs) as Field[]) {
      const message = offline.errors[name] ?? '';
      errors[name].textContent = message;
      inputs[name].setAttribute('aria-invalid', message ? 'true' : 'false');
      if (message && !first) first = inputs[name];
    }
    // Take the visitor to the first field to correct.
    first?.focus();
  }

  return { el, update, focus: () => inputs.name.focus() };
}
