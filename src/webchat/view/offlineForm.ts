import type { OfflineForm } from '../../domain/webchat';
import type { WindowState } from '../windowStore';
import { h, show } from './dom';
import { createFieldsForm } from './fieldsForm';

export const OFFLINE_THANKS = 'Thank you! We received your message and will answer by e-mail.';

/** When nobody is available: the visitor leaves a name, an e-mail address and a message. */
export function createOfflineForm(submit: (form: OfflineForm) => void) {
  const intro = h('p', { class: 'wc-intro' });
  const form = createFieldsForm('offline', 'Leave us a message', 'Send', (values) => submit(values as unknown as OfflineForm));
  form.ask({ name: 'required', email: 'required', message: 'required' });
  const thanks = h('p', { class: 'wc-thanks', role: 'status' });
  const el = h('div', { class: 'wc-form-view' }, intro, form.el, thanks);

  function update(state: WindowState, previous: WindowState | null): void {
    if (state.config && state.config !== 'missing') intro.textContent = state.config.offlineMessage;
    const { offline } = state;
    if (previous && previous.offline === offline) return;
    const sent = offline.status === 'sent';
    show(form.el, !sent);
    thanks.textContent = sent ? OFFLINE_THANKS : '';
    form.update(offline);
  }

  return { el, update, focus: form.focus };
}
