import { WEBCHAT_LIMITS } from '../../domain/webchat';
import type { WindowState } from '../windowStore';
import { h, replaceChildren, show } from './dom';

export interface ComposerActions {
  send(text: string): boolean;
  attach(file: File): void;
  removeFile(key: number): void;
  typed(text: string): void;
}

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf,video/mp4,video/webm,audio/mpeg,audio/ogg,audio/wav';

/** Text and files. Enter sends, Shift+Enter starts a new line. */
export function createComposer(actions: ComposerActions) {
  const text = h('textarea', {
    id: 'wc-text',
    class: 'wc-input',
    rows: 2,
    maxlength: WEBCHAT_LIMITS.text,
    placeholder: 'Write a message…',
    autocomplete: 'off',
  });
  const fileInput = h('input', { type: 'file', accept: ACCEPT, multiple: true, hidden: true, tabindex: '-1' });
  const files = h('ul', { class: 'wc-pending', 'aria-label': 'Files to send' });
  const attachButton = h('button', { type: 'button', class: 'wc-icon', 'aria-label': 'Attach a file', title: 'Attach a file' }, '+');
  const sendButton = h('button', { type: 'submit', class: 'wc-send' }, 'Send');

  const submit = () => {
    if (actions.send(text.value)) text.value = '';
  };
  attachButton.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    for (const file of Array.from(fileInput.files ?? [])) actions.attach(file);
    fileInput.value = '';
    text.focus();
  });
  text.addEventListener('input', () => actions.typed(text.value));
  text.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  });
  const el = h(
    'form',
    {
      class: 'wc-composer',
      'aria-label': 'Write to us',
      onsubmit: (event: Event) => {
        event.preventDefault();
        submit();
        text.focus();
      },
    },
    files,
    h('label', { for: 'wc-text', class: 'wc-sr' }, 'Message'),
    h('div', { class: 'wc-row' }, attachButton, text, sendButton),
    fileInput,
  );

  function update(state: WindowState, previous: WindowState | null): void {
    if (previous && previous.files === state.files) return;
    show(files, state.files.length > 0);
    replaceChildren(
      files,
      ...state.files.map((file) =>
        h(
          'li',
          { class: `wc-chip${file.status === 'failed' ? ' wc-chip--failed' : ''}` },
          file.status === 'uploading' ? `${file.name} (uploading…)` : file.status === 'failed' ? `${file.name}: ${file.error ?? 'not uploaded'}` : file.name,
          h('button', { type: 'button', class: 'wc-link', 'aria-label': `Remove ${file.name}`, onclick: () => actions.removeFile(file.key) }, '×'),
        ),
      ),
    );
    sendButton.toggleAttribute('disabled', state.files.some((f) => f.status === 'uploading'));
  }

  return { el, update, focus: () => text.focus() };
}
