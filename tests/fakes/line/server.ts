// A local LINE: a real node:http server with the three faces of every fake (../README.md): the
// Messaging API (api.line.me and api-data.line.me paths on one port), the customer (customer.ts) and the
// fault switch. Point LINE_API_URL and LINE_DATA_API_URL at `url`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { botInfo, push, refuse, reply, setEndpoint, type LineAnswer } from './api';
import { LineCustomer } from './customer';
import { Faults, HeldAnswers, listenLocal, readJsonObject, sendJson, type FakeBase } from '../fakeHttp';
import type { LineFakeState } from './state';

/** 'lost answer': the call is carried out, then answered 500 (a gateway losing LINE's answer). */
export type LineFault = 'rate limit' | 'monthly quota' | 'server' | 'unauthorized' | 'timeout' | 'lost answer';
export const SEND_PATHS = ['/v2/bot/message/reply', '/v2/bot/message/push'] as const;

export interface LineFake extends FakeBase<LineFault, LineFakeState['sent'][number]> {
  channelSecret: string;
  accessToken: string;
  state: LineFakeState;
  customer: LineCustomer;
}

const AUTH_FAILED = 'Authentication failed. Confirm that the access token in the authorization header is valid.';

function faultAnswer(fault: LineFault): LineAnswer | undefined {
  if (fault === 'rate limit') return refuse(429, 'Too Many Requests');
  if (fault === 'monthly quota') return refuse(429, 'You have reached your monthly limit.');
  if (fault === 'server') return refuse(500, 'Internal server error');
  if (fault === 'unauthorized') return refuse(401, AUTH_FAILED);
  return undefined;
}

export async function startLineFake(options: { monthlyQuota?: number } = {}): Promise<LineFake> {
  const state: LineFakeState = {
    channelSecret: randomBytes(16).toString('hex'),
    accessToken: randomBytes(40).toString('base64url'),
    users: new Set(),
    contents: new Map(),
    replyTokens: new Map(),
    retryKeys: new Map(),
    pushed: 0,
    monthlyQuota: options.monthlyQuota ?? 500,
    sent: [],
    calls: [],
    nextId: 500_000_000_000_000,
  };
  const faults = new Faults<LineFault>(SEND_PATHS);
  const held = new HeldAnswers();
  let revoked = false;

  async function answer(req: http.IncomingMessage, path: string): Promise<LineAnswer | undefined> {
    if (revoked || req.headers.authorization !== `Bearer ${state.accessToken}`) return refuse(401, AUTH_FAILED);
    const content = /^\/v2\/bot\/message\/([^/]+)\/content$/.exec(path);
    if (content && req.method === 'GET') {
      const stored = state.contents.get(decodeURIComponent(content[1]!));
      return stored ? { status: 200, body: stored } : refuse(404, 'Not found');
    }
    if (req.method === 'GET' && path === '/v2/bot/info') return botInfo();
    const body = await readJsonObject(req);
    if (!body) return refuse(400, 'The request body has 1 error(s)');
    const fault = faults.take(path);
    if (fault && fault !== 'lost answer') return faultAnswer(fault);
    const done = await carryOut(req, path, body);
    return fault ? refuse(500, 'Internal server error') : done;
  }

  async function carryOut(req: http.IncomingMessage, path: string, body: Record<string, unknown>): Promise<LineAnswer> {
    if (req.method === 'PUT' && path === '/v2/bot/channel/webhook/endpoint') return setEndpoint(state, body);
    if (req.method === 'POST' && path === '/v2/bot/message/reply') return reply(state, body, Date.now());
    const retryKey = req.headers['x-line-retry-key'];
    if (req.method === 'POST' && path === '/v2/bot/message/push') return push(state, body, typeof retryKey === 'string' ? retryKey : undefined);
    return refuse(404, 'Not found');
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    answer(req, path)
      .then((a) => {
        const retryKey = req.headers['x-line-retry-key'];
        state.calls.push({ method: req.method ?? '', path, status: a?.status ?? 0, ...(typeof retryKey === 'string' ? { retryKey } : {}) });
        if (!a) return held.hold(res);
        const file = a.body as { bytes?: Buffer; mime?: string };
        if (a.status === 200 && Buffer.isBuffer(file.bytes)) {
          res.writeHead(200, { 'Content-Type': file.mime ?? 'application/octet-stream', 'Content-Length': file.bytes.length });
          return void res.end(file.bytes);
        }
        sendJson(res, a.status, a.body, a.headers);
      })
      .catch((err: unknown) => sendJson(res, 500, { message: (err as Error).message }));
  });
  const listening = await listenLocal(server, held);
  return {
    ...listening,
    channelSecret: state.channelSecret,
    accessToken: state.accessToken,
    state,
    customer: new LineCustomer(state),
    faults,
    sentTo: (userId) => state.sent.filter((m) => m.to === userId),
    revokeToken: () => void (revoked = true),
  };
}
