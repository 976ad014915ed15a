import { Button } from 'primereact/button';
import { useCallback, useId } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { When } from '../../../components/time/When';
import { useDebouncedText } from '../../../components/useDebouncedText';
import type { AuditLine } from '../../../domain/workspaceSettingsRules';
import { actionLabel, fieldChanges } from '../auditRules';
import { auditExportUrl } from '../workspaceSettingsApi';
import { auditFiltersChanged, auditMoreRequested, auditReloadRequested, selectAudit } from '../workspaceSettingsSlice';
import { AdminTable } from '../../../components/table/AdminTable';

const trimText = (text: string) => text.trim();

/** The 'Audit log' section: who changed what and when, searchable, by days of the workspace, exportable. */
export function AuditLogSection() {
  const dispatch = useAppDispatch();
  const { filters, status, items, total, nextCursor, loadingMore } = usePageSelector(selectAudit);
  const [q, setQ] = useDebouncedText(filters.q, (text) => dispatch(auditFiltersChanged({ q: text.trim() })), trimText);
  const id = useId();
  const setDay = useCallback((key: 'from' | 'to', value: string) => dispatch(auditFiltersChanged({ [key]: value })), [dispatch]);

  return (
    <section className="workspace-settings__section" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <p className="muted">Who changed which setting, member, access list, channel or secret, and when. Kept for one year; secrets are never shown.</p>
      <div className="workspace-settings__filters" role="search" aria-label="Audit log">
        <div className="field">
          <label htmlFor={`${id}-q`}>Search</label>
          <input id={`${id}-q`} type="search" value={q} placeholder="Who, what or a value" onChange={(event) => setQ(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => setDay('from', event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => setDay('to', event.target.value)} />
        </div>
        <a className="p-button p-button-outlined workspace-settings__export" href={auditExportUrl(filters)} download>
          Export CSV
        </a>
      </div>
      {status === 'failed' ? (
        <div role="alert">
          <p>The audit log could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(auditReloadRequested())} />
        </div>
      ) : (
        <AuditTable items={items} total={total} loading={status === 'loading' || status === 'idle'} />
      )}
      {nextCursor && status === 'ready' ? (
        <Button type="button" outlined label={loadingMore ? 'Loading…' : 'Show more'} disabled={loadingMore} onClick={() => dispatch(auditMoreRequested())} />
      ) : null}
    </section>
  );
}

const AUDIT_COLUMNS = [{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'Before → after' }];

function AuditTable({ items, total, loading }: { items: AuditLine[]; total: number; loading: boolean }) {
  if (loading && items.length === 0) return <p role="status">Loading…</p>;
  if (items.length === 0) return <p role="status">No result.</p>;
  return (
    <AdminTable
      className="workspace-settings__audit"
      caption={`${total === 1 ? '1 change' : `${total} changes`}${items.length < total ? `, the newest ${items.length} shown` : ''}`}
      columns={AUDIT_COLUMNS}
      rowCount={items.length}
    >
      {items.map((line) => (
        <tr key={line.id}>
          <td data-label="When">
            <When at={line.at} />
          </td>
          <td data-label="Who">{line.actor.name}</td>
          <th scope="row" data-label="What">
            {actionLabel(line.action)}
            {line.targetLabel ? <span className="muted"> · {line.targetLabel}</span> : null}
          </th>
          <td data-label="Before → after">
            <ul className="workspace-settings__changes">
              {fieldChanges(line.before, line.after).map((change) => (
                <li key={change.field}>
                  <span className="muted">{change.field}:</span> <del>{change.before}</del> → <ins>{change.after}</ins>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
