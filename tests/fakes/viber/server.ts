// A local Viber: a real node:http server with the three faces of every fake (../README.md): the REST
// bot api (/pa/<method>, X-Viber-Auth-Token) and the media it serves, the customer (customer.ts) and the
// fault switch. Point VIBER_API_URL at `url`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Faults, HeldAnswers, listenLocal, readJsonObject, type FakeBase } from '../fakeHttp';
import { accountInfo, sendMessage, setWebhook, status, type ViberReply } from './api';
import { ViberCustomer } from './customer';
import { STATUS, type ViberFakeState } from './state';

/** 'too many requests' is status 12 (HTTP 200); 'server' an HTTP 500; 'invalid token' status 2. */
export type ViberFault = 'too many requests' | 'server' | 'invalid token' | 'timeout';

export interface ViberFake extends FakeBase<ViberFault, ViberFakeState['sent'][number]> {
  authToken: string;
  state: ViberFakeState;
  customer: ViberCustomer;
}

function faultReply(fault: ViberFault): ViberReply | undefined {
  if (fault === 'too many requests') return status(STATUS.tooManyRequests);
  if (fault === 'invalid token') return status(STATUS.invalidAuthToken);
  if (fault === 'server') return { httpStatus: 500, text: 'Internal Server Error' };
  return undefined;
}

export async function startViberFake(): Promise<ViberFake> {
  const state: ViberFakeState = { authToken: randomBytes(24).toString('hex'), users: new Map(), media: new Map(), sent: [], calls: [], nextToken: 5_100_000_000_000_000_000n };
  const faults = new Faults<ViberFault>(['send_message']);
  const held = new HeldAnswers();
  let revoked = false;

  async function reply(req: http.IncomingMessage, method: string): Promise<ViberReply | undefined> {
    const body = await readJsonObject(req);
    if (revoked || req.headers['x-viber-auth-token'] !== state.authToken) return status(STATUS.invalidAuthToken);
    if (!body) return status(STATUS.badData);
    const fault = faults.take(method);
    if (fault) return faultReply(fault);
    if (method === 'set_webhook') return setWebhook(state, body);
    if (method === 'send_message') return sendMessage(state, body);
    if (method === 'get_account_info') return accountInfo(state);
    return { httpStatus: 404, text: 'Not Found' };
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const media = /^\/media\/([a-z0-9]+)$/.exec(path);
    if (media && req.method === 'GET') {
      const stored = state.media.get(media[1]!);
      if (!stored) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': stored.mime, 'Content-Length': stored.bytes.length });
      return void res.end(stored.bytes);
    }
    const call = /^\/pa\/([a-z_]+)$/.exec(path);
    if (!call || req.method !== 'POST') return void res.writeHead(404).end();
    reply(req, call[1]!)
      .then((answer) => {
        const code = answer ? /"status":(\d+)/.exec(answer.text)?.[1] : undefined;
        state.calls.push({ method: call[1]!, status: code !== undefined ? Number(code) : -1, httpStatus: answer?.httpStatus ?? 0 });
        if (!answer) return held.hold(res);
        res.writeHead(answer.httpStatus, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(answer.text) });
        res.end(answer.text);
      })
      .catch(() => res.writeHead(500).end());
  });
  const listening = await listenLocal(server, held);
  const url = listening.url;
  return {
    ...listening,
    authToken: state.authToken,
    state,
    customer: new ViberCustomer(state, (id) => `${url}/media/${id}`),
    faults,
    sentTo: (userId) => state.sent.filter((m) => m.receiver === userId),
    revokeToken: () => void (revoked = true),
  };
}
