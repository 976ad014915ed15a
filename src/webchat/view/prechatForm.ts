import type { PrechatForm } from '../../domain/webchatPrechat';
import type { WindowState } from '../windowStore';
import { h } from './dom';
import { createFieldsForm } from './fieldsForm';

/** Before the first message, when the channel asks: who the visitor is, and what they want. */
export function createPrechatForm(submit: (form: PrechatForm) => void) {
  const intro = h('p', { class: 'wc-intro' });
  const form = createFieldsForm('prechat', 'Before we start', 'Start the chat', submit);
  const el = h('div', { class: 'wc-form-view' }, intro, form.el);

  function update(state: WindowState, previous: WindowState | null): void {
    const config = state.config && state.config !== 'missing' ? state.config : null;
    if (config && previous?.config !== state.config) {
      intro.textContent = config.greeting;
      form.ask(config.prechat);
    }
    if (!previous || previous.prechat !== state.prechat) form.update(state.prechat);
  }

  return { el, update, focus: form.focus };
}
