import type { CustomMessage } from '../../settings/settingsRules';

/** The custom messages matching '/shortcut', chosen with the arrows and Enter or Tab (or a click). */
export function ShortcutSuggestions({ id, suggestions, active, onPick }: { id: string; suggestions: CustomMessage[]; active: number; onPick: (index: number) => void }) {
  return (
    <ul id={id} className="shortcuts" role="listbox" aria-label="Custom messages">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={`shortcuts__option${index === active ? ' shortcuts__option--active' : ''}`}
          // mousedown, not click: the textarea keeps the focus and the caret.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(index);
          }}
        >
          <span className="shortcuts__key">/{suggestion.shortcut.replace(/^\//, '')}</span>
          <span className="shortcuts__text">{suggestion.message}</span>
        </li>
      ))}
    </ul>
  );
}
