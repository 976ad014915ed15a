import { useId } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { channelLabel } from '../../../domain/channels';
import type { DepartmentChannel, DepartmentDetail } from '../../../domain/departmentRules';
import { workspaceDefaultLabel } from '../departmentsRules';
import { channelDefaultDepartmentChangeRequested, selectDepartmentsPage } from '../departmentsSlice';
import { ChangeErrorText } from './ChangeErrorText';
import { useChangeError } from './useChangeError';

/** Per channel, the department its new conversations are filed under; saved as soon as it is chosen. */
export function ChannelDefaults({ channels, departments }: { channels: readonly DepartmentChannel[]; departments: readonly DepartmentDetail[] }) {
  const headingId = useId();
  return (
    <section className="departments-page__channels" aria-labelledby={headingId}>
      <h2 id={headingId}>New conversations per channel</h2>
      <p className="muted">A new conversation on a channel goes to the department chosen here, or to the workspace's default department.</p>
      {channels.length === 0 ? (
        <p>No channels yet: add one under Channel settings.</p>
      ) : (
        <ul className="departments-page__channel-list">
          {channels.map((channel) => (
            <ChannelChoice key={channel.id} channel={channel} departments={departments} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChannelChoice({ channel, departments }: { channel: DepartmentChannel; departments: readonly DepartmentDetail[] }) {
  const dispatch = useAppDispatch();
  const key = `channel:${channel.id}` as const;
  const busy = usePageSelector(selectDepartmentsPage).busy === key;
  const error = useChangeError(key, 'departmentId');
  const id = useId();
  return (
    <li>
      <label htmlFor={id}>
        {channel.name} <span className="muted">{channelLabel(channel.type)}</span>
      </label>
      <select
        id={id}
        value={channel.defaultDepartmentId ?? ''}
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => dispatch(channelDefaultDepartmentChangeRequested({ channelId: channel.id, departmentId: event.currentTarget.value || null }))}
      >
        <option value="">{workspaceDefaultLabel(departments)}</option>
        {departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      <ChangeErrorText id={`${id}-error`} message={error} />
    </li>
  );
}
