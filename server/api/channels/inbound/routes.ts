import express, { Router, type Request, type RequestHandler } from 'express';
import { channelInfo } from '../../../../src/domain/channels';
import type { ApiDeps } from '../../deps';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { findChannelByPublicId } from '../../modules/channels/repository';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, InboundSide, RawRequest } from '../definition';
import { channelChangeCount } from '../channelChanges';
import { knownTypes, definitionFor as registryDefinitionFor } from '../registry';
import { heldUntil, processAfterAnswer } from './afterAnswer';
import { storeInBatches } from './storeBatch';

export const PROVIDER_BODY_LIMIT = '1mb';
const PROVIDER_BODY_BYTES = 1024 * 1024;
export const BAD_PROVIDER_SIGNATURE = 'The signature of this call does not match: it was not sent by the provider with this channel’s secret.';

function stringRecord(source: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function rawRequest(req: Request, method: RawRequest['method']): RawRequest & { headers: Record<string, string>; query: Record<string, string> } {
  return {
    method,
    headers: stringRecord(req.headers),
    query: stringRecord(req.query as Record<string, unknown>),
    body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
  };
}

/**
 * How long a channel read by the webhook route is reused: a provider's burst (hundreds of calls a second
 * to one channel) then costs one read a second instead of one per call. A change made on this instance
 * drops it at once (channelChanges.ts); one made on another instance arrives within this time.
 */
export const CHANNEL_READ_REUSE_MS = 1000;

type ChannelReader = (publicId: string) => Promise<ChannelRow | undefined>;

function channelReader(deps: ApiDeps): ChannelReader {
  const recent = new Map<string, { row: ChannelRow | undefined; until: number; changes: number }>();
  return async (publicId) => {
    const now = Date.now();
    const changes = channelChangeCount();
    const hit = recent.get(publicId);
    if (hit && hit.until > now && hit.changes === changes) return hit.row;
    const row = await findChannelByPublicId(deps.db, publicId);
    if (recent.size >= 1000) recent.clear();
    recent.set(publicId, { row, until: now + CHANNEL_READ_REUSE_MS, changes });
    return row;
  };
}

/** The channel named by the url, when its type's alias (the channel table's) matches and it takes webhooks. */
async function channelOf(read: ChannelReader, req: Request, definitionFor: (type: string) => ChannelDefinition | undefined): Promise<{ channel: ChannelRow; inbound: InboundSide }> {
  const publicId = String(req.params.publicId);
  const channel = /^[A-Za-z0-9_-]{8,64}$/.test(publicId) ? await read(publicId) : undefined;
  const inbound = channel && channelInfo(channel.type)?.alias === req.params.alias ? definitionFor(channel.type)?.inbound : undefined;
  if (!channel || !inbound) throw notFound('There is no such channel.');
  return { channel, inbound };
}

/**
 * One route family for every provider's webhooks, mounted once, before the JSON parser (signatures are
 * over the raw bytes): POST /channels/:alias/:publicId/webhook and GET for verification handshakes. A
 * verified call is stored first and answered at once; it is processed right after the answer, and a
 * call whose processing died with the instance is picked up by the inbound worker when its lease ends.
 */
export function channelInboundRoutes(deps: ApiDeps, options: { definitionFor?: (type: string) => ChannelDefinition | undefined } = {}): Router {
  const definitionFor = options.definitionFor ?? registryDefinitionFor;
  const router = Router();
  const path = '/channels/:alias/:publicId/webhook';
  const afterAnswer = processAfterAnswer(deps, { definitionFor });
  const readChannel = channelReader(deps);
  const store = storeInBatches(deps);

  router.get(path, async (req, res) => {
    const { channel, inbound } = await channelOf(readChannel, req, definitionFor);
    const answer = inbound.handshake?.(channel, rawRequest(req, 'GET'));
    if (!answer) throw forbidden('This verification request does not match the channel.');
    res.status(answer.status).type('text/plain').send(answer.body);
  });

  // The body limit is the channel type's (by the url's alias), read before the body is: one parser per limit.
  const parsers = new Map<number, RequestHandler>();
  const rawBody: RequestHandler = (req, res, next) => {
    const alias = String(req.params.alias);
    const sides = knownTypes(deps.config.webchatProduct)
      .filter((type) => channelInfo(type)?.alias === alias)
      .map((type) => definitionFor(type)?.inbound?.maxBodyBytes?.(deps) ?? 0);
    const limit = Math.max(PROVIDER_BODY_BYTES, ...sides);
    let parser = parsers.get(limit);
    if (!parser) parsers.set(limit, (parser = express.raw({ type: () => true, limit })));
    parser(req, res, next);
  };

  router.post(path, rawBody, async (req, res) => {
    const { channel, inbound } = await channelOf(readChannel, req, definitionFor);
    const raw = rawRequest(req, 'POST');
    if (!inbound.verify(channel, raw, deps)) throw unauthorized(BAD_PROVIDER_SIGNATURE);
    if (!channel.enabled) throw forbidden('This channel is turned off.');
    // Stored with the calls arriving meanwhile in one statement (storeBatch.ts), answered once committed.
    const hold = heldUntil(deps.now());
    const stored = await store({ workspaceId: channel.workspaceId, channelId: channel.id, headers: raw.headers, query: raw.query, body: raw.body.toString('base64'), receivedAt: deps.now(), nextAttemptAt: hold });
    res.json({ result: 'success' });
    // After the answer, held for this api (afterAnswer.ts): processed one at a time once the calls pause;
    // the inbound worker of any instance takes it if the hold ends first.
    afterAnswer({ id: stored.id, heldUntil: hold });
  });

  return router;
}
