import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import type { TicketSettings } from '../../../domain/api';
import { CLOSE_AFTER_MAX_DAYS, CLOSE_AFTER_MIN_DAYS, checkTicketSettings } from '../../../domain/ticketSettingsRules';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import { selectTicketManagement, ticketSettingsSaveRequested } from '../ticketManagementSlice';

const DEFAULT_CLOSE_DAYS = '7';

function Help({ id, children }: { id: string; children: ReactNode }) {
  return (
    <small id={id} className="muted">
      {children}
    </small>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <small id={id} className="p-error" role="alert">
      {message}
    </small>
  ) : null;
}

/** The page's form: the rules checked here as the api checks them (checkTicketSettings), then saved together. */
export function TicketSettingsForm({ saved }: { saved: TicketSettings }) {
  const dispatch = useAppDispatch();
  const { saving, failure } = usePageSelector(selectTicketManagement);
  const [draft, setDraft] = useState(saved);
  const [closing, setClosing] = useState(saved.closeSolvedAfterDays !== null);
  const [days, setDays] = useState(saved.closeSolvedAfterDays === null ? DEFAULT_CLOSE_DAYS : String(saved.closeSolvedAfterDays));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...(failure?.fields ?? {}), ...checked };
  const change = (patch: Partial<TicketSettings>) => setDraft({ ...draft, ...patch });
  const required = (patch: Partial<TicketSettings['requiredToSolve']>) => change({ requiredToSolve: { ...draft.requiredToSolve, ...patch } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const closeSolvedAfterDays = closing ? (/^\d+$/.test(days.trim()) ? Number(days.trim()) : Number.NaN) : null;
    const result = checkTicketSettings(saved, { ...draft, closeSolvedAfterDays });
    setChecked('fields' in result ? result.fields : {});
    if ('settings' in result) dispatch(ticketSettingsSaveRequested(result.settings));
  };

  return (
    <form className="ticket-settings" onSubmit={submit} noValidate>
      <div className="ticket-settings__row">
        <Checkbox inputId="ts-take" checked={draft.take} aria-describedby="ts-take-help" onChange={(e) => change({ take: Boolean(e.checked) })} />
        <label htmlFor="ts-take">Agents can take tickets</label>
        <Help id="ts-take-help">Shows a Take button on tickets: an agent takes one as their new work. Every console follows a change at once.</Help>
      </div>
      <div className="ticket-settings__row">
        <Checkbox inputId="ts-auto" checked={draft.autoCreate} aria-describedby="ts-auto-help" onChange={(e) => change({ autoCreate: Boolean(e.checked) })} />
        <label htmlFor="ts-auto">Create tickets from conversations automatically</label>
        <Help id="ts-auto-help">A customer&apos;s message without an open ticket makes one. Off: members make tickets from a conversation themselves.</Help>
      </div>
      <fieldset className="ticket-settings__group" aria-describedby="ts-reply-help">
        <legend>When a customer replies to a solved ticket</legend>
        {(
          [
            ['reopen', 'Reopen the ticket'],
            ['new', 'Open a new ticket'],
          ] as const
        ).map(([value, label]) => (
          <div key={value} className="ticket-settings__choice">
            <RadioButton inputId={`ts-reply-${value}`} name="solvedReply" value={value} checked={draft.solvedReply === value} onChange={() => change({ solvedReply: value })} />
            <label htmlFor={`ts-reply-${value}`}>{label}</label>
          </div>
        ))}
        <Help id="ts-reply-help">A reopened ticket is Open again for whoever held it, or back in Unassigned. A closed ticket is never reopened.</Help>
      </fieldset>
      <fieldset className="ticket-settings__group" aria-describedby="ts-close-help">
        <legend>Closing solved tickets</legend>
        <div className="ticket-settings__choice">
          <Checkbox inputId="ts-close" checked={closing} onChange={(e) => setClosing(Boolean(e.checked))} />
          <label htmlFor="ts-close">Close solved tickets automatically</label>
        </div>
        <div className="ticket-settings__days">
          <label htmlFor="ts-days">Days after solving</label>
          <InputText
            id="ts-days"
            inputMode="numeric"
            value={days}
            disabled={!closing}
            aria-invalid={errors.closeSolvedAfterDays ? true : undefined}
            aria-describedby={errors.closeSolvedAfterDays ? 'ts-days-error' : 'ts-close-help'}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <FieldError id="ts-days-error" message={errors.closeSolvedAfterDays} />
        <Help id="ts-close-help">
          From {CLOSE_AFTER_MIN_DAYS} to {CLOSE_AFTER_MAX_DAYS} days. A closed ticket stays Solved; the customer&apos;s next message opens a new ticket.
        </Help>
      </fieldset>
      <fieldset className="ticket-settings__group" aria-describedby="ts-required-help">
        <legend>Required before solving</legend>
        <div className="ticket-settings__choice">
          <Checkbox inputId="ts-req-dept" checked={draft.requiredToSolve.department} onChange={(e) => required({ department: Boolean(e.checked) })} />
          <label htmlFor="ts-req-dept">A department</label>
        </div>
        <div className="ticket-settings__choice">
          <Checkbox inputId="ts-req-tags" checked={draft.requiredToSolve.tags} onChange={(e) => required({ tags: Boolean(e.checked) })} />
          <label htmlFor="ts-req-tags">At least one tag</label>
        </div>
        <Help id="ts-required-help">A ticket without them cannot be solved, nor its conversation resolved: the member is told what to fill in.</Help>
      </fieldset>
      <FormFailureAlert failure={failure} />
      <div>
        <Button type="submit" label="Save ticket settings" loading={saving} disabled={saving} />
      </div>
    </form>
  );
}
