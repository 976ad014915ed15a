import { Button } from 'primereact/button';
import { useId } from 'react';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';
import { RECOVERY_FILE_NAME, recoveryCodesFile } from '../twoFactorRules';
import { twoFactorCodesSaved } from '../twoFactorSlice';
import { useAppDispatch } from '../../../app/hooks';

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_FILE_NAME;
  link.click();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The ten recovery codes, shown this once, with copy and download. */
export function RecoveryCodesView({ codes, account }: { codes: readonly string[]; account: string }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { copy, message } = useCopyToClipboard('They could not be copied: select them and copy them by hand.');
  return (
    <section className="two-factor__codes" aria-labelledby={titleId}>
      <h3 id={titleId}>Save your recovery codes</h3>
      <p>
        If you lose your phone, each of these codes logs you in once instead of the app&apos;s code. They are shown only now: keep them somewhere
        safe, such as a password manager.
      </p>
      <ol className="two-factor__code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__code-actions">
        <Button type="button" outlined size="small" label="Copy codes" onClick={() => copy(codes.join('\n'))} />
        <Button type="button" outlined size="small" label="Download" onClick={() => download(recoveryCodesFile(codes, account, new Date()))} />
        <span role="status" className="two-factor__copied">
          {message}
        </span>
      </div>
      <div className="profile-form__actions">
        <Button type="button" label="I have saved them" onClick={() => dispatch(twoFactorCodesSaved())} />
      </div>
    </section>
  );
}
