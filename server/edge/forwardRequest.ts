import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { attachUpstreamRequest } from './bodyLimit.js';
import type { UpstreamTarget } from './config.js';
import { internalError, sendJsonError } from './errors.js';
import { sendUpstreamAnswer, type UpstreamAnswerOptions } from './proxyResponse.js';
import type { EdgeLogger } from './requestLog.js';
import type { UpstreamTimeouts } from './upstreamTimeouts.js';

export type ForwardRequest = (req: IncomingMessage, res: ServerResponse) => void;

export interface ForwardOptions {
  upstream: UpstreamTarget;
  agent: http.Agent;
  timeouts: UpstreamTimeouts;
  answer: UpstreamAnswerOptions;
  /** the upstream request failed (refused, reset, timed out) while the browser still waits */
  onError(error: Error, req: IncomingMessage, res: ServerResponse): void;
  logger: EdgeLogger;
}

const API_PREFIX_LENGTH = '/v2/api'.length;
/** the browser's answer, on the upstream request; the upstream request, on the browser's answer */
const kAnswer = Symbol('edge.answer');
const kUpstream = Symbol('edge.upstream');

interface UpstreamRequest extends ClientRequest {
  [kAnswer]: ServerResponse;
}
interface BrowserAnswer extends ServerResponse {
  [kUpstream]?: ClientRequest;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Node 20 no longer emits 'aborted' once a body has been read: a browser that leaves is seen here. */
function cancelIfUnfinished(this: BrowserAnswer): void {
  if (!this.writableFinished) this[kUpstream]?.destroy();
}

/**
 * The api proxy for plain HTTP requests, on node:http and the keep-alive agent, in place of http-proxy:
 * the same request on the wire (method, path, the browser's headers as the edge prepared them), with no
 * closure, no header copy and no timer per request. Listeners are shared functions that find the
 * exchange through the request objects (`this`), as Node's own http code does.
 */
export function createForwarder({ upstream, agent, timeouts, answer, onError, logger }: ForwardOptions): ForwardRequest {
  const send = upstream.protocol === 'https:' ? https.request : http.request;
  const { hostname, port, basePath } = upstream;

  function onResponse(this: UpstreamRequest, upstreamRes: IncomingMessage): void {
    const res = this[kAnswer];
    sendUpstreamAnswer(upstreamRes, res.req, res, answer);
  }
  function onUpstreamError(this: UpstreamRequest, error: Error): void {
    const res = this[kAnswer];
    // the browser left (cancelIfUnfinished destroyed this request) or has its answer: nothing to tell
    if (res.destroyed || res.writableEnded) return;
    onError(error, res.req, res);
  }

  return (req, res) => {
    // DELETE and OPTIONS without a body say so (`Content-Length: 0`), as http-proxy did: some servers wait for one
    const body = hasBody(req);
    if (!body && (req.method === 'DELETE' || req.method === 'OPTIONS')) req.headers['content-length'] = '0';
    const path = basePath === '' ? req.url! : basePath + req.url!.slice(API_PREFIX_LENGTH);
    let upstreamReq: UpstreamRequest;
    try {
      upstreamReq = send({ host: hostname, port, method: req.method, path, headers: req.headers, agent }) as UpstreamRequest;
    } catch (error) {
      // a request Node refuses to send (a path with characters it will not write): a 500, never a crash
      logger.error('api proxy refused a request', { url: req.url, error: String(error) });
      sendJsonError(res, internalError());
      return;
    }
    upstreamReq[kAnswer] = res;
    (res as BrowserAnswer)[kUpstream] = upstreamReq;
    upstreamReq.on('response', onResponse);
    upstreamReq.on('error', onUpstreamError);
    res.on('close', cancelIfUnfinished);
    timeouts.watch(upstreamReq);
    attachUpstreamRequest(req, upstreamReq);
    if (body) req.pipe(upstreamReq);
    else upstreamReq.end();
  };
}
