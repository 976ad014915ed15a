import http from 'node:http';
import https from 'node:https';

type AddRequest = (this: http.Agent, req: http.ClientRequest, options: http.RequestOptions) => void;
const nodeAddRequest = (http.Agent.prototype as unknown as { addRequest: AddRequest }).addRequest;

/**
 * Node's Agent#addRequest copies every request option into a dictionary-mode object, then grows it with a
 * `servername` worked out from the Host header. http-proxy hands it about sixteen options, most of them
 * undefined TLS fields, so that copy was the largest single piece of garbage per proxied request (~3 KB).
 * A plain-http agent only needs where to connect: its pool key is host:port:localAddress[:family], and the
 * agent adds its own options (timeout, keep-alive, path: null) on top, as before. servername only matters
 * to TLS, so it is not worked out.
 */
class PlainUpstreamAgent extends http.Agent {
  addRequest(req: http.ClientRequest, options: http.RequestOptions): void {
    const connection = { host: options.host, port: options.port, localAddress: options.localAddress, family: options.family, servername: '' };
    nodeAddRequest.call(this, req, connection);
  }
}

/** TLS agents keep Node's own addRequest: their pool key and SNI depend on the options it copies. */
export function createUpstreamAgent(protocol: 'http:' | 'https:', options: http.AgentOptions): http.Agent {
  return protocol === 'https:' ? new https.Agent(options) : new PlainUpstreamAgent(options);
}
