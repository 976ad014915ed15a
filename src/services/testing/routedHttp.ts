import { ApiError, type HttpClient } from '../http';

export type RouteHandler = (body: unknown) => unknown;

export interface RecordedCall {
  key: string;
  body: unknown;
}

/**
 * A fake http client answering from a table keyed `METHOD url` (uploads are `POST` too); an unknown
 * route is a 404 ApiError. Every call is recorded in order, with its body.
 */
export function routedHttp(routes: Record<string, RouteHandler>): { http: HttpClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const answer = async (method: string, url: string, body?: unknown) => {
    const key = `${method} ${url}`;
    calls.push({ key, body });
    const route = routes[key];
    if (!route) throw new ApiError(404, key, null);
    return route(body);
  };
  const http: HttpClient = {
    get: (url) => answer('GET', url) as never,
    post: (url, body) => answer('POST', url, body) as never,
    put: (url, body) => answer('PUT', url, body) as never,
    delete: (url) => answer('DELETE', url) as never,
    postForm: (url, form) => answer('POST', url, form) as never,
  };
  return { http, calls };
}
