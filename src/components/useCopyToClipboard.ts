import { useCallback, useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'Copied.' (or the failure) stays in the status line. */
const SHOWN_MS = 3000;

/**
 * Copies text and says how it went, for a status line beside the button: 'Copied.' or `failedText`
 * (which tells the person to copy by hand), cleared after a few seconds.
 */
export function useCopyToClipboard(failedText: string): { copy: (value: string) => void; message: string } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = useCallback((value: string) => {
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, []);
  return { copy, message: state === 'copied' ? 'Copied.' : state === 'failed' ? failedText : '' };
}
