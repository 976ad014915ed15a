// The visitor api as the chat window calls it: same origin as the frame, the visitor's token as a Bearer
// header, never cookies (a console session's cookie must not act for a visitor).

import type { OfflineForm, PrechatAnswer, VisitorMessage, VisitorMessagePage, VisitorSession, VisitorUpload, WebchatConfig } from '../domain/webchat';
import type { PrechatForm } from '../domain/webchatPrechat';

export class VisitorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface VisitorApi {
  config(): Promise<WebchatConfig>;
  session(token: string | null): Promise<VisitorSession>;
  messages(token: string, before?: string): Promise<VisitorMessagePage>;
  /** clientId: the window's id of the message, echoed on the stored one (a repeat returns it again) */
  send(token: string, body: { text: string; attachmentIds?: string[]; clientId?: string }): Promise<VisitorMessage>;
  upload(token: string, file: File): Promise<VisitorUpload>;
  offline(token: string, form: OfflineForm): Promise<VisitorMessage>;
  prechat(token: string, form: PrechatForm): Promise<PrechatAnswer>;
}

const FALLBACK = 'Something went wrong. Please try again.';

export function createVisitorApi(publicId: string, fetchFn: typeof fetch = (...args) => fetch(...args)): VisitorApi {
  const base = `/v2/api/webchat/${encodeURIComponent(publicId)}`;

  async function call<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: BodyInit, json = true): Promise<T> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined && json) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, { method, headers, body, credentials: 'omit', cache: 'no-store' });
    } catch {
      throw new VisitorApiError(0, 'You seem to be offline. Please check your connection.');
    }
    const answer = (await response.json().catch(() => null)) as { result?: string; data?: T; message?: string; fields?: Record<string, string> } | null;
    if (response.ok && answer?.result === 'success') return answer.data as T;
    throw new VisitorApiError(response.status, answer?.message || FALLBACK, answer?.fields);
  }

  return {
    config: () => call('GET', '/config', null),
    session: (token) => call('POST', '/session', token),
    messages: (token, before) => call('GET', before ? `/messages?before=${encodeURIComponent(before)}` : '/messages', token),
    send: (token, body) => call('POST', '/messages', token, JSON.stringify(body)),
    upload: (token, file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call('POST', '/upload', token, form, false);
    },
    offline: (token, form) => call('POST', '/offline', token, JSON.stringify(form)),
    prechat: (token, form) => call('POST', '/prechat', token, JSON.stringify(form)),
  };
}
