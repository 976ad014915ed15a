import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { AUTO_MESSAGE_KINDS, AUTO_MESSAGE_LABELS, autoMessageErrors, type AutoMessageKind, type ChannelAutoMessages } from '../../../domain/autoMessageRules';
import { channelLabel } from '../../../domain/channels';
import { autoMessagesSaveRequested, selectCustomMessagesPage } from '../customMessagesSlice';
import { useChangeFailure } from './useChangeError';

/** One channel's greeting, away and closing messages, each with its switch, saved together. */
export function AutoMessagesCard({ channel }: { channel: ChannelAutoMessages }) {
  const dispatch = useAppDispatch();
  const key = `channel:${channel.channelId}` as const;
  const busy = usePageSelector(selectCustomMessagesPage).busy === key;
  const server = useChangeFailure(key);
  const [messages, setMessages] = useState(channel.messages);
  const [checked, setChecked] = useState<Partial<Record<AutoMessageKind, string>> | null>(null);
  const id = useId();

  const change = (kind: AutoMessageKind, patch: Partial<{ text: string; enabled: boolean }>) => {
    setMessages({ ...messages, [kind]: { ...messages[kind], ...patch } });
    setChecked(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = autoMessageErrors(channel.channelType, messages);
    setChecked(errors);
    if (Object.keys(errors).length === 0) dispatch(autoMessagesSaveRequested({ channelId: channel.channelId, messages }));
  };
  const errors: Record<string, string> = { ...server.fields, ...(checked ?? {}) };

  return (
    <form className="auto-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {channel.channelName} <span className="muted">({channelLabel(channel.channelType)})</span>
      </h3>
      {AUTO_MESSAGE_KINDS.map((kind) => (
        <div key={kind} className="auto-card__kind">
          <div className="auto-card__head">
            <label htmlFor={`${id}-${kind}`}>{AUTO_MESSAGE_LABELS[kind].title}</label>
            {/* A native switch: PrimeReact's nests its focusable input in another control (axe: nested-interactive). */}
            <span className="auto-card__switch">
              <input
                id={`${id}-${kind}-on`}
                type="checkbox"
                role="switch"
                checked={messages[kind].enabled}
                aria-label={`Send the ${AUTO_MESSAGE_LABELS[kind].title.toLowerCase()} message on ${channel.channelName}`}
                onChange={(event) => change(kind, { enabled: event.target.checked })}
              />
              <span aria-hidden="true">{messages[kind].enabled ? 'On' : 'Off'}</span>
            </span>
          </div>
          <small id={`${id}-${kind}-when`} className="muted">
            {AUTO_MESSAGE_LABELS[kind].when}
          </small>
          <InputTextarea
            id={`${id}-${kind}`}
            value={messages[kind].text}
            rows={2}
            autoResize
            aria-invalid={errors[kind] ? true : undefined}
            aria-describedby={errors[kind] ? `${id}-${kind}-error` : `${id}-${kind}-when`}
            onChange={(event) => change(kind, { text: event.target.value })}
          />
          {errors[kind] ? (
            <small id={`${id}-${kind}-error`} className="p-error" role="alert">
              {errors[kind]}
            </small>
          ) : null}
        </div>
      ))}
      {server.message ? (
        <p className="p-error" role="alert">
          {server.message}
        </p>
      ) : null}
      <Button type="submit" label={`Save ${channel.channelName}`} loading={busy} disabled={busy} />
    </form>
  );
}
