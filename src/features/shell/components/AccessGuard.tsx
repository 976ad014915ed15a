import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Redirect, useLocation } from 'wouter';
import { selectAuth } from '../../auth/authSlice';
import { appLayoutGuard } from '../shellRules';

/** The app layout's workspace and access guards; `to` is relative to the router base. */
export function AccessGuard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { workspace, access } = useSelector(selectAuth);
  const decision = appLayoutGuard(path, { workspace, access });
  return decision.kind === 'redirect' ? <Redirect to={decision.to} replace /> : <>{children}</>;
}
