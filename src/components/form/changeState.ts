// A settings page's changes (create, edit, remove, save), each under a key: which one is under way, the
// api's refusal of the last one, and a count of those that went through, so a dialog can close itself.
// The page's slice holds a ChangeState; its components read it through these.

import { useEffect, useRef } from 'react';
import { formLevelMessage, type FormFailure } from './fieldErrors';

export interface ChangeState<K extends string> {
  busy: K | null;
  failure: { key: K; failure: FormFailure } | null;
  done: { key: K; count: number } | null;
}

/** The api's refusal of this change: its messages per field, and its own line when no field says it. */
export function changeFailure<K extends string>(state: ChangeState<K>, key: K): { fields: Record<string, string>; message: string | null } {
  if (state.failure?.key !== key) return { fields: {}, message: null };
  return { fields: state.failure.failure.fields, message: formLevelMessage(state.failure.failure) };
}

/** Calls `then` once each time this change goes through after the caller mounted (a dialog closes). */
export function useWhenChangeDone<K extends string>(done: ChangeState<K>['done'], key: K, then: () => void): void {
  const seen = useRef(done?.key === key ? done.count : -1);
  useEffect(() => {
    if (done?.key === key && done.count !== seen.current) {
      seen.current = done.count;
      then();
    }
  }, [done, key, then]);
}

// The slice's side, for its reducers (Immer drafts): a change starts, goes through, or is refused (null: the error dialog has it).
export function changeStarted<K extends string>(state: ChangeState<K>, key: K): void {
  state.busy = key;
  state.failure = null;
}

export function changeSucceeded<K extends string>(state: ChangeState<K>, key: K): void {
  state.busy = null;
  state.done = { key, count: (state.done?.count ?? 0) + 1 };
}

export function changeRefused<K extends string>(state: ChangeState<K>, key: K, failure: FormFailure | null): void {
  state.busy = null;
  state.failure = failure ? { key, failure } : null;
}
