import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { formatBytes } from '../../../components/media/mediaRules';
import { When } from '../../../components/time/When';
import { exportUnderWay, type WorkspaceExport } from '../../../domain/workspaceExport';
import { canDownload, countsText, STATUS_LABELS } from '../exportRules';
import { exportDownloadRequested, exportsOpened, exportStartRequested, selectWorkspaceExport } from '../exportSlice';
import './ExportSection.css';

/**
 * The 'Data export' section: the whole workspace as a zip of JSON lines and CSV, built in the background
 * with its progress live ('export progress'), kept 7 days, downloaded through a fresh 15-minute link.
 */
export function ExportSection() {
  const dispatch = useAppDispatch();
  const { status, items, starting, downloading } = usePageSelector(selectWorkspaceExport);
  useEffect(() => {
    dispatch(exportsOpened());
  }, [dispatch]);
  const busy = items.some((item) => exportUnderWay(item.status));

  return (
    <section className="workspace-settings__section" aria-labelledby="export-heading">
      <h2 id="export-heading">Data export</h2>
      <p className="muted">
        Contacts, conversations with their messages, tickets with their history, members, departments and channels, as JSON lines and CSV in one
        zip file. It is built in the background; the file is kept for 7 days, and each download link works for 15 minutes.
      </p>
      <Button
        type="button"
        label={starting ? 'Starting…' : 'Export workspace data'}
        icon="pi pi-download"
        disabled={starting || busy}
        onClick={() => dispatch(exportStartRequested())}
      />
      {busy ? <p className="muted">An export is being built; another can start once it is finished.</p> : null}
      {status === 'failed' ? (
        <div role="alert">
          <p>The exports could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(exportsOpened())} />
        </div>
      ) : status === 'ready' && items.length === 0 ? (
        <p role="status">No export yet.</p>
      ) : (
        <ul className="workspace-settings__exports" aria-label="Exports">
          {items.map((item) => (
            <ExportRow key={item.id} item={item} downloading={downloading === item.id} onDownload={() => dispatch(exportDownloadRequested(item.id))} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ExportRow({ item, downloading, onDownload }: { item: WorkspaceExport; downloading: boolean; onDownload: () => void }) {
  const label = `Export of ${new Date(item.createdAt).toLocaleString('en')}`;
  return (
    <li className="workspace-settings__export-row" aria-label={label}>
      <div>
        <strong>{STATUS_LABELS[item.status]}</strong>
        <span className="muted">
          {' '}
          · started <When at={item.createdAt} /> by {item.requestedBy?.name ?? 'a former member'}
        </span>
      </div>
      {exportUnderWay(item.status) ? (
        <progress max={100} value={item.progress} aria-label={`${label}: progress`} aria-valuetext={`${item.progress}%`}>
          {item.progress}%
        </progress>
      ) : null}
      {exportUnderWay(item.status) ? <span aria-hidden="true">{item.progress}%</span> : null}
      {item.status === 'failed' ? <p role="alert">{item.error ?? 'The export failed.'}</p> : null}
      {countsText(item.counts) ? <p className="muted">{countsText(item.counts)}</p> : null}
      {item.status === 'done' ? (
        <p className="muted">
          {item.size !== null ? `${formatBytes(item.size)} · ` : ''}
          {item.expiresAt ? (
            <>
              kept until <When at={item.expiresAt} />
            </>
          ) : null}
        </p>
      ) : null}
      {canDownload(item, Date.now()) ? (
        <Button type="button" outlined label={downloading ? 'Preparing…' : 'Download'} aria-label={`Download ${label}`} disabled={downloading} onClick={onDownload} />
      ) : null}
    </li>
  );
}
