import { useEffect, type ReactNode } from 'react';
import { ErrorView } from '../../../components/ErrorView';
import { StatusScreen } from '../../../components/StatusScreen';
import { errorPageFor } from '../../errors/errorRules';
import { selectAuth, sessionCheckRequested } from '../authSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Renders its children only for a signed-in user; starts the session check the first time. */
export function AuthGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { status, failure } = useAppSelector(selectAuth);

  useEffect(() => {
    if (status === 'idle') dispatch(sessionCheckRequested());
  }, [status, dispatch]);

  switch (status) {
    case 'authenticated':
      return <>{children}</>;
    case 'failed': {
      const page = errorPageFor(failure?.status ?? 500);
      return <ErrorView {...page} detail={failure?.message} />;
    }
    case 'redirectingToLogin':
      return <StatusScreen text="Taking you to the login page…" />;
    case 'loggingOut':
    case 'loggedOut':
      return <StatusScreen text="Signing you out…" />;
    default:
      return <StatusScreen text="Signing you in…" />;
  }
}
