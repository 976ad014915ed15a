// A local Telegram: a real node:http server on a free port with the three faces of every fake
// (tests/fakes/README.md): the Bot API our connector calls (/bot<token>/<method>, /file/bot<token>/<path>),
// the customer who writes to the bot (customer.ts) and the fault switch (faults.ts).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callMethod, type Answer } from './botApi';
import { Customer } from './customer';
import { apiError, faultAnswer, FaultSwitch } from './faults';
import { readParams } from './params';
import { emptyState, type FakeBot, type FakeState } from './state';

export interface TelegramFake {
  /** The base URL to give the connector in place of https://api.telegram.org. */
  url: string;
  /** The first bot's token (more with addBot). */
  token: string;
  bot: FakeBot;
  state: FakeState;
  customer: Customer;
  faults: FaultSwitch;
  addBot(username?: string): FakeBot;
  /** The accepted messages sent to one chat, oldest first. */
  sentTo(chatId: number | string): FakeState['sent'];
  callsOf(method: string): FakeState['calls'];
  close(): Promise<void>;
}

let botCounter = 0;

function newBot(username: string): FakeBot {
  botCounter += 1;
  const id = 7_000_000_000 + botCounter;
  return { id, token: `${id}:${randomBytes(26).toString('base64url').slice(0, 35)}`, username };
}

function send(res: http.ServerResponse, answer: Answer): void {
  const body = JSON.stringify(answer.body);
  res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** `port`: a fixed one, for an api started before the fake (the e2e stack); a free one otherwise. */
export async function startTelegramFake(options: { username?: string; port?: number } = {}): Promise<TelegramFake> {
  const state = emptyState();
  const faults = new FaultSwitch();
  const held = new Set<http.ServerResponse>();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
    if (file && req.method === 'GET') {
      const stored = state.bots.has(file[1]!) ? [...state.files.values()].find((f) => f.filePath === decodeURIComponent(file[2]!)) : undefined;
      if (!stored) return send(res, apiError(404, 'Not Found'));
      res.writeHead(200, { 'Content-Type': stored.mime ?? 'application/octet-stream', 'Content-Length': stored.bytes.length });
      return void res.end(stored.bytes);
    }
    const call = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!call || (req.method !== 'GET' && req.method !== 'POST')) return send(res, apiError(404, 'Not Found'));
    const [, token, method] = call as unknown as [string, string, string];
    const bot = state.bots.get(token);
    if (!bot) return send(res, apiError(401, 'Unauthorized'));
    const params = await readParams(req, url);
    if (!params) return send(res, apiError(400, 'Bad Request: the request body is not JSON, form or multipart data'));
    const fault = faults.take(method);
    const answer = fault ? faultAnswer(fault) : callMethod(state, bot, method, params);
    state.calls.push({ method, token, params: params.params, files: params.files, status: answer?.status ?? 0, at: Date.now() });
    if (!answer) {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    send(res, answer);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, apiError(500, `Internal Server Error: ${(err as Error).message}`));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const addBot = (username = 'fake_support_bot') => {
    const bot = newBot(username);
    state.bots.set(bot.token, bot);
    return bot;
  };
  const first = addBot(options.username);
  return {
    url: `http://127.0.0.1:${port}`,
    token: first.token,
    bot: first,
    state,
    customer: new Customer(state, () => first),
    faults,
    addBot,
    sentTo: (chatId) => state.sent.filter((m) => m.chatId === String(chatId)),
    callsOf: (method) => state.calls.filter((c) => c.method === method),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
