import type { ReactNode } from 'react';
import { ErrorDialog } from '../../errors/components/ErrorDialog';
import { SuccessSnackbar } from '../../errors/components/SuccessSnackbar';

/**
 * The plain layout (spec §2): no drawer, one centred column, for /maintenance, /logout, /onboarding/*,
 * /account-recovery and the error pages. Calls made here can fail too, so the error dialog and the
 * snackbar are present.
 */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="plain-layout">
      {children}
      <ErrorDialog />
      <SuccessSnackbar />
    </div>
  );
}
