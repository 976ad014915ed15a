import { WEBCHAT_LIMITS } from '../../domain/webchat';
import type { PrechatField, PrechatSettings } from '../../domain/webchatPrechat';
import type { FormState } from '../windowStore';
import { h, show } from './dom';

const LABELS: Record<PrechatField, string> = { name: 'Name', email: 'E-mail', message: 'Message' };

/**
 * Name, e-mail address and message, each asked or not, required or optional: the offline form and the
 * pre-chat form. Errors show beside their fields, and the first field to correct takes the focus.
 */
export function createFieldsForm(prefix: string, label: string, button: string, submit: (values: Record<string, string>) => void) {
  const fields = (['name', 'email', 'message'] as const).map((name) => {
    const id = `wc-${prefix}-${name}`;
    const attrs = { id, name, 'aria-describedby': `${id}-error` };
    const input =
      name === 'message'
        ? h('textarea', { ...attrs, rows: 4, maxlength: WEBCHAT_LIMITS.text })
        : h('input', { ...attrs, type: name === 'email' ? 'email' : 'text', autocomplete: name, maxlength: WEBCHAT_LIMITS[name] });
    const text = h('label', { for: id }, LABELS[name]);
    const error = h('span', { id: `${id}-error`, class: 'wc-error' });
    return { name, input, text, error, el: h('div', { class: 'wc-field' }, text, input, error) };
  });
  const formError = h('p', { class: 'wc-error', role: 'alert' });
  const send = h('button', { type: 'submit', class: 'wc-send' }, button);
  const el = h(
    'form',
    {
      class: 'wc-form',
      novalidate: true,
      'aria-label': label,
      onsubmit: (event: Event) => {
        event.preventDefault();
        submit(Object.fromEntries(fields.filter((f) => !f.el.hidden).map((f) => [f.name, f.input.value])));
      },
    },
    ...fields.map((f) => f.el),
    formError,
    send,
  );

  return {
    el,
    /** Which fields are asked, and which of them may stay empty. */
    ask(modes: PrechatSettings): void {
      for (const f of fields) {
        show(f.el, modes[f.name] !== 'off');
        f.input.required = modes[f.name] === 'required';
        f.text.textContent = modes[f.name] === 'optional' ? `${LABELS[f.name]} (optional)` : LABELS[f.name];
      }
    },
    update(state: FormState): void {
      send.toggleAttribute('disabled', state.status === 'sending');
      formError.textContent = state.error ?? '';
      let first: HTMLElement | null = null;
      for (const f of fields) {
        const message = state.errors[f.name] ?? '';
        f.error.textContent = message;
        f.input.setAttribute('aria-invalid', message ? 'true' : 'false');
        if (message && !first) first = f.input;
      }
      first?.focus();
    },
    focus: () => fields.find((f) => !f.el.hidden)?.input.focus(),
  };
}
