import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { StatusScreen } from '../../../components/StatusScreen';
import { AuthGate } from '../../auth/components/AuthGate';
import { useMinimumDelay } from '../../progress/useMinimumDelay';
import { decideAppLayout, decideSpectator, type GuardDecision } from '../guardRules';
import { guardInputOf, type GuardState } from './guardInput';
import { useAppSelector } from '../../../app/hooks';

// Decisions travel as strings so useSelector compares them by value and re-renders only on a change.
function keyOf(decision: GuardDecision): string {
  return decision.kind === 'redirect' ? `redirect:${decision.to}` : decision.kind;
}

interface DecidedProps {
  decisionKey: string;
  blocked?: ReactNode;
  twoFactorSetup?: ReactNode;
  children: ReactNode;
}

function Decided({ decisionKey, blocked, twoFactorSetup, children }: DecidedProps) {
  const waiting = useMinimumDelay(decisionKey === 'wait');
  if (waiting) return <StatusScreen text="Loading…" />;
  if (decisionKey === 'authenticate') return <AuthGate>{null}</AuthGate>;
  if (decisionKey.startsWith('redirect:')) return <Redirect to={decisionKey.slice('redirect:'.length)} replace />;
  if (decisionKey === 'blocked') return <>{blocked}</>;
  if (decisionKey === 'twoFactorSetup') return <>{twoFactorSetup}</>;
  return <>{children}</>;
}

/**
 * The app layout's guards in the spec's order (see guardRules); `blocked` is shown to a second tab,
 * `twoFactorSetup` to a member whose workspace requires two-factor login they have not set up.
 */
export function AppGuards({
  pageAccess,
  children,
  blocked,
  twoFactorSetup,
}: {
  /** the access url the page declares in the registry */
  pageAccess: string | null;
  children: ReactNode;
  blocked: ReactNode;
  twoFactorSetup: ReactNode;
}) {
  const [path] = useLocation();
  const decisionKey = useAppSelector((state: GuardState) => keyOf(decideAppLayout(guardInputOf(state, path, pageAccess))));
  return (
    <Decided decisionKey={decisionKey} blocked={blocked} twoFactorSetup={twoFactorSetup}>
      {children}
    </Decided>
  );
}

/** /spectator: the internal service account and spectators only. */
export function SpectatorGuard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const decisionKey = useAppSelector((state: GuardState) => keyOf(decideSpectator(guardInputOf(state, path))));
  return <Decided decisionKey={decisionKey}>{children}</Decided>;
}
