import { Button } from 'primereact/button';
import { X } from '../../../components/icons/glyphs';
import { buttonIcon } from '../../../components/icons/Icon';
import { useId, useState } from 'react';

/** The API's tag limit (server/api/modules/tickets). */
const MAX_TAG = 40;

interface Props {
  tags: readonly string[];
  labelledBy: string;
  disabled: boolean;
  onChange: (tags: string[]) => void;
}

/** Tags as removable chips and a field that adds one on Enter (or several, separated by commas). */
export function TagEditor({ tags, labelledBy, disabled, onChange }: Props) {
  const [text, setText] = useState('');
  const inputId = useId();
  const add = () => {
    const added = text.split(',').map((tag) => tag.trim().slice(0, MAX_TAG)).filter((tag) => tag && !tags.includes(tag));
    setText('');
    if (added.length) onChange([...tags, ...new Set(added)]);
  };
  return (
    <div className="tag-editor" role="group" aria-labelledby={labelledBy}>
      <ul className="tag-editor__tags">
        {tags.map((tag) => (
          <li key={tag} className="tag-chip">
            <span>{tag}</span>
            <Button
              type="button"
              icon={buttonIcon(X, 14)}
              text
              rounded
              size="small"
              aria-label={`Remove tag ${tag}`}
              disabled={disabled}
              onClick={() => onChange(tags.filter((other) => other !== tag))}
            />
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="visually-hidden">
        Add a tag
      </label>
      <input
        id={inputId}
        type="text"
        value={text}
        placeholder="Add a tag"
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        onBlur={() => text.trim() && add()}
      />
    </div>
  );
}
