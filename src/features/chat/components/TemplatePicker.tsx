import { useId, useState } from 'react';
import { fillTemplate, type ChannelTemplate } from '../../../domain/channelTemplates';
import type { TemplateMeta } from '../../../domain/templateMeta';

interface Props {
  templates: readonly ChannelTemplate[];
  busy: boolean;
  onSend(template: TemplateMeta, text: string): void;
}

/** Picks one of the channel's approved templates, fills its values ({{1}}, {{2}}…) and sends it. */
export function TemplatePicker({ templates, busy, onSend }: Props) {
  const ids = { pick: useId(), preview: useId() };
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<string[]>([]);
  const chosen = templates[index];
  if (!chosen) return null;
  const params = Array.from({ length: chosen.params }, (_, i) => values[i] ?? '');
  const filled = params.every((p) => p.trim() !== '');
  const text = fillTemplate(chosen.body, params);

  // Inside the composer's form: a group with its own button, not a nested form.
  const send = () => {
    if (!filled || busy) return;
    onSend({ name: chosen.name, language: chosen.language, params: params.map((p) => p.trim()) }, fillTemplate(chosen.body, params.map((p) => p.trim())));
  };

  return (
    <div className="template-picker" role="group" aria-label="Send a template">
      <label htmlFor={ids.pick}>Template</label>
      <select
        id={ids.pick}
        value={index}
        onChange={(event) => {
          setIndex(Number(event.currentTarget.value));
          setValues([]);
        }}
      >
        {templates.map((t, i) => (
          <option key={`${t.name}:${t.language}`} value={i}>
            {t.name} ({t.language})
          </option>
        ))}
      </select>
      {params.map((value, i) => (
        <label key={i} className="template-picker__param">
          {`Value {{${i + 1}}}`}
          <input
            type="text"
            value={value}
            maxLength={1024}
            onChange={(event) => {
              const next = [...params];
              next[i] = event.currentTarget.value;
              setValues(next);
            }}
          />
        </label>
      ))}
      <p id={ids.preview} className="template-picker__preview">
        {text}
      </p>
      <button type="button" className="btn btn--primary" disabled={!filled || busy} aria-describedby={ids.preview} onClick={send}>
        Send template
      </button>
    </div>
  );
}
