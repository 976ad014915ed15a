import { ApiError } from './http';

/** A call's result as data, so decisions can be pure functions of it. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export async function attempt<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.message };
    // Not a transport failure but a bug in our code: still an answer the UI can show.
    return { ok: false, status: 500, message: error instanceof Error ? error.message : String(error) };
  }
}
