// Sends generated inputs to the running api, a few at a time, and keeps every answer that breaks the
// rule: a 5xx, no answer within the limit, or a dead process.
import { signBody } from '../../channels/webhook/signature';
import { SAME_ORIGIN, type FuzzInput } from './inputs';
import { AnswerTimeout, send, type RawAnswer, type RawRequest, type Target } from './send';
import type { FuzzWorld } from './world';

export const ANSWER_LIMIT_MS = 5_000;

export interface Failure {
  route: string;
  seed: number;
  index: number;
  problem: string;
  request: RawRequest;
}

/** The wire request for one input: the session, CSRF header, visitor token and signature it asks for. */
export function toRequest(route: { method: string; path: string }, input: FuzzInput, world: FuzzWorld): RawRequest {
  const headers: Record<string, string> = { ...input.headers, 'X-Forwarded-For': input.forwardedFor };
  if (headers.Origin === SAME_ORIGIN) headers.Origin = world.origin;
  if (headers.Origin === '') delete headers.Origin;
  // The session's cookie first: where a generated one has the same name, the session still counts.
  const cookies = [...(input.withSession ? [world.session] : []), ...input.cookies.map(([name, value]) => `${name}=${value}`)];
  if (cookies.length > 0) headers.Cookie = cookies.join('; ');
  if (input.withSession || input.xhr) headers['X-Requested-With'] = 'XMLHttpRequest';
  if (input.body.contentType !== undefined) headers['Content-Type'] = input.body.contentType;
  if (input.body.contentEncoding) headers['Content-Encoding'] = input.body.contentEncoding;
  const body = input.body.bytes;
  if (route.path.includes('/webchat/')) {
    if (input.visitor === 'token') headers.Authorization = `Bearer ${world.webchat.token}`;
    if (input.visitor === 'forged') headers.Authorization = `Bearer ${'a'.repeat(22)}.${'b'.repeat(43)}`;
  }
  if (route.path.includes('/channels/webhook/') && input.signed) {
    headers['X-Signature-256'] = signBody(world.webhook.secret, body ?? Buffer.alloc(0));
  }
  return { method: input.method, path: input.path, headers, ...(body ? { body } : {}) };
}

/** A request as a person can replay it: bodies shown as JSON text (escapes visible), cut when long. */
export function describeRequest(request: RawRequest): string {
  const cut = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}... (${text.length} characters)` : text);
  const headers = Object.entries(request.headers).map(([k, v]) => `  ${k}: ${cut(v)}`).join('\n');
  const body = request.body ? `\n  body (base64, ${request.body.length} bytes): ${cut(request.body.toString('base64'))}\n  body (as text): ${cut(JSON.stringify(request.body.toString('latin1')))}` : '';
  return `${request.method} ${cut(request.path)}\n${headers}${body}`;
}

export interface Batch {
  route: string;
  seed: number;
  requests: RawRequest[];
  concurrency: number;
  /** Why the api process ended, checked after every answer. */
  death: () => string | undefined;
}

export interface BatchResult {
  failures: Failure[];
  /** How often each answer came ("400 name: Required"), to see how far the inputs get. */
  answers: Map<string, number>;
  /** Field names and accepted values the api's 400 answers told (`fields`, "must be one of a, b"). */
  learned: { fields: Set<string>; values: Set<string> };
  /** The longest wait for an answer, in ms. */
  slowest: number;
}

/** What a refusal teaches about the route: the fields it named and the values it listed. */
export function learnFrom(body: string, learned: BatchResult['learned']): void {
  let answer: { result?: string; message?: string; fields?: Record<string, string> };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return;
  }
  if (answer.result !== 'error') return;
  for (const field of Object.keys(answer.fields ?? {})) if (/^[a-zA-Z]\w{1,30}$/.test(field)) learned.fields.add(field);
  const listed = /must be one of ([\w ,-]{1,300})$/.exec(answer.message ?? '')?.[1];
  for (const value of listed?.split(', ') ?? []) learned.values.add(value);
}

/**
 * One request; when the connection fails under it, sent once more on a connection of its own with
 * Expect: 100-continue. Either a kept-alive connection was closed as the request started on it, or the
 * server answered before the body and closed (Node refuses a request line with raw non-ASCII bytes so),
 * resetting the connection before the answer could be read. The second answer is judged like any other.
 */
async function sendOnce(target: Target, request: RawRequest): Promise<RawAnswer> {
  try {
    return await send(target, request, ANSWER_LIMIT_MS);
  } catch (err) {
    if (err instanceof AnswerTimeout) throw err;
    return send({ ...target, agent: false }, request, ANSWER_LIMIT_MS, true);
  }
}

export async function runBatch(target: Target, batch: Batch): Promise<BatchResult> {
  const failures: Failure[] = [];
  const answers = new Map<string, number>();
  const learned = { fields: new Set<string>(), values: new Set<string>() };
  let slowest = 0;
  let next = 0;
  const worker = async () => {
    while (next < batch.requests.length && failures.length < 5 && !batch.death()) {
      const index = next++;
      const request = batch.requests[index]!;
      const fail = (problem: string) => failures.push({ route: batch.route, seed: batch.seed, index, problem, request });
      try {
        const answer = await sendOnce(target, request);
        slowest = Math.max(slowest, answer.ms);
        const said = `${answer.status} ${/"message":"([^"]{0,60})/.exec(answer.body)?.[1] ?? ''}`;
        answers.set(said, (answers.get(said) ?? 0) + 1);
        if (answer.status === 400) learnFrom(answer.body, learned);
        if (answer.status >= 500) fail(`answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        else if (answer.ms > ANSWER_LIMIT_MS) fail(`answered after ${Math.round(answer.ms)} ms`);
      } catch (err) {
        fail(`no answer: ${(err as Error).message}`);
      }
      const death = batch.death();
      if (death && !failures.some((f) => f.problem.startsWith('the api process'))) fail(`the api process ${death}`);
    }
  };
  await Promise.all(Array.from({ length: batch.concurrency }, worker));
  return { failures, answers, learned, slowest };
}
