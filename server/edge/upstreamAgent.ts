import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';

type AddRequest = (this: http.Agent, req: http.ClientRequest, options: http.RequestOptions) => void;
const nodeAddRequest = (http.Agent.prototype as unknown as { addRequest: AddRequest }).addRequest;

/** Node lets a pooled socket go one second before the idle time the server announced in Keep-Alive. */
const KEEP_ALIVE_HINT_MARGIN_MS = 1000;
const KEEP_ALIVE_HINT = /^timeout=(\d+)/;

/**
 * Node's Agent#addRequest copies every request option into a dictionary-mode object, then grows it with a
 * `servername` worked out from the Host header. http-proxy handed it about sixteen options, most of them
 * undefined TLS fields, so that copy was the largest single piece of garbage per proxied request (~3 KB).
 * A plain-http agent only needs where to connect: its pool key is host:port:localAddress[:family], and the
 * agent adds its own options (keep-alive, path: null) on top, as before. servername only matters to TLS,
 * so it is not worked out.
 */
class PlainUpstreamAgent extends http.Agent {
  addRequest(req: http.ClientRequest, options: http.RequestOptions): void {
    const connection = { host: options.host, port: options.port, localAddress: options.localAddress, family: options.family, servername: '' };
    nodeAddRequest.call(this, req, connection);
  }
}

export interface UpstreamAgentOptions {
  /** how long a pooled socket may idle; shortened to what the upstream announces in Keep-Alive */
  idleTimeoutMs: number;
}

/**
 * Node's own keepSocketAlive, with the idle time given here instead of the agent's `timeout` option. With
 * that option set, every request on a pooled socket also listens for the socket's timeout, disarms its
 * timer when the answer ends and arms a new one when the socket goes back to the pool: two timer
 * objects, a bound function and two listeners per request. Here the timer is armed once per socket and
 * refreshed by its traffic like any socket timeout; it fires only on a socket that idles in the pool
 * (the agent destroys it then), and a request that waits too long is the edge's upstream timeout's job.
 */
function keepSocketAliveFor(idleTimeoutMs: number) {
  return function keepSocketAlive(this: http.Agent, socket: Socket): boolean {
    socket.setKeepAlive(true, (this as http.Agent & { keepAliveMsecs: number }).keepAliveMsecs);
    socket.unref();
    let idle = idleTimeoutMs;
    const hint = (socket as Socket & { _httpMessage?: http.ClientRequest & { res?: http.IncomingMessage } })._httpMessage?.res?.headers['keep-alive'];
    const seconds = typeof hint === 'string' ? KEEP_ALIVE_HINT.exec(hint)?.[1] : undefined;
    if (seconds !== undefined) {
      const announced = Number(seconds) * 1000 - KEEP_ALIVE_HINT_MARGIN_MS;
      if (announced <= 0) return false;
      if (announced < idle) idle = announced;
    }
    if (socket.timeout !== idle) socket.setTimeout(idle);
    return true;
  };
}

/** A keep-alive agent for the api; TLS agents keep Node's own addRequest: their pool key and SNI depend on the options it copies. */
export function createUpstreamAgent(protocol: 'http:' | 'https:', options: http.AgentOptions, { idleTimeoutMs }: UpstreamAgentOptions): http.Agent {
  const agent = protocol === 'https:' ? new https.Agent(options) : new PlainUpstreamAgent(options);
  (agent as unknown as { keepSocketAlive: ReturnType<typeof keepSocketAliveFor> }).keepSocketAlive = keepSocketAliveFor(idleTimeoutMs);
  return agent;
}
