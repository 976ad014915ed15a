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

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The api proxy for plain HTTP requests, on node:http and the keep-alive agent, in place of http-proxy:
 * the same request on the wire (method, path, the browser's headers as the edge prepared them), with no
 * option or header copy and no timer per request. The listeners are closures on purpose: storing the
 * exchange on Node's own objects (symbol properties on the requests and answers) gives them new hidden
 * classes, and Node's http code, which handles them all, then runs its property accesses megamorphic:
 * 12 % more instructions per request than these three closures (measured with callgrind).
 */
export function createForwarder({ upstream, agent, timeouts, answer, onError, logger }: ForwardOptions): ForwardRequest {
  const send = upstream.protocol === 'https:' ? https.request : http.request;
  const { hostname, port, basePath } = upstream;

  return (req, res) => {
    // DELETE and OPTIONS without a body say so (`Content-Length: 0`), as http-proxy did: some servers wait for one
    const body = hasBody(req);
    if (!body && (req.method === 'DELETE' || req.method === 'OPTIONS')) req.headers['content-length'] = '0';
    const path = basePath === '' ? req.url! : basePath + req.url!.slice(API_PREFIX_LENGTH);
    let upstreamReq: ClientRequest;
    try {
      upstreamReq = send({ host: hostname, port, method: req.method, path, headers: req.headers, agent });
    } catch (error) {
      // a request Node refuses to send (a path with characters it will not write): a 500, never a crash
      logger.error('api proxy refused a request', { url: req.url, error: String(error) });
      sendJsonError(res, internalError());
      return;
    }
    upstreamReq.on('response', (upstreamRes: IncomingMessage) => sendUpstreamAnswer(upstreamRes, req, res, answer));
    upstreamReq.on('error', (error: Error) => {
      // the browser left (the request was cancelled below) or has its answer: nothing to tell
      if (!res.destroyed && !res.writableEnded) onError(error, req, res);
    });
    // Node 20 no longer emits 'aborted' once a body has been read: a browser that leaves is seen here
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    timeouts.watch(upstreamReq);
    attachUpstreamRequest(req, upstreamReq);
    if (body) req.pipe(upstreamReq);
    else upstreamReq.end();
  };
}
