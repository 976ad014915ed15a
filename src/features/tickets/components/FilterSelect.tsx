import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from '../../../components/icons/glyphs';
import { Icon } from '../../../components/icons/Icon';

export interface FilterOption {
  value: string;
  label: string;
  icon?: string;
}

interface Props {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[] | undefined;
  onChange: (values: string[]) => void;
}

function summary(options: readonly FilterOption[], picked: readonly string[]): string {
  if (picked.length === 0) return 'Any';
  if (picked.length > 2) return `${picked.length} selected`;
  return picked.map((value) => options.find((option) => option.value === value)?.label ?? value).join(', ');
}

/**
 * A multiple choice behind a button (the disclosure pattern): native checkboxes in a group, so every
 * screen reader and axe-core know them; Escape or a click outside closes it, focus back on the button.
 * Any of the picked values matches (the api's repeated keys).
 */
export function FilterSelect({ label, options, value = [], onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));

  return (
    <div
      className="ticket-filter filter-select"
      ref={root}
      onBlur={(event) => {
        // Tabbing out of the choice closes it, as a click outside does. A press on an option's text (not
        // focusable) sends focus to the nearest focusable ancestor (the page's <main>) before the label's
        // click: that is not leaving, or the option would close before it is picked.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next) && !next.contains(event.currentTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <span id={`${id}-label`} className="filter-select__label">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="filter-select__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-value`}>{summary(options, value)}</span>
        <Icon icon={ChevronDown} size={14} />
      </button>
      {open ? (
        <div id={`${id}-panel`} className="filter-select__panel" role="group" aria-labelledby={`${id}-label`}>
          {options.length === 0 ? <p className="muted">Nothing to choose from.</p> : null}
          {options.map((option) => (
            <label key={option.value} className="filter-select__option">
              <input type="checkbox" checked={value.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
              {option.icon ? <img src={option.icon} alt="" width={16} height={16} /> : null}
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
