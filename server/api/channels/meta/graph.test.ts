// The Graph client against the shared fake core: the pinned version in the path, the Bearer token,
// Graph's error envelope with Retry-After read, no answer as status 0, and authorised downloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphError } from '../../../../tests/fakes/meta/faults';
import { credentialOf, startMetaFake, type MetaFake } from '../../../../tests/fakes/meta/server';
import { loadApiConfig } from '../../config';
import { callGraph, downloadGraphFile, graphTarget } from './graph';

let fake: MetaFake;
const deps = () => ({ config: { metaGraphUrl: fake.url, metaGraphVersion: 'v21.0' } }) as Parameters<typeof graphTarget>[0];

beforeAll(async () => {
  fake = await startMetaFake();
  fake.route({ method: 'GET', pattern: /^\/me$/, scope: 'me', handle: (req) => (credentialOf(req) === 'good' ? { status: 200, json: { id: '7', version: req.version } } : graphError(190)) });
  fake.route({ method: 'GET', pattern: /^\/file$/, scope: 'file', handle: (req) => (credentialOf(req) === 'good' ? { status: 200, bytes: Buffer.from('bytes'), type: 'image/png' } : { status: 401, json: {} }) });
});
afterAll(() => fake.close());

describe('callGraph', () => {
  it('calls <base>/<version>/<path> with the Bearer token and reads Graph’s error envelope', async () => {
    expect(await callGraph(graphTarget(deps(), 'good'), 'GET', 'me')).toEqual({ ok: true, result: { id: '7', version: 'v21.0' } });
    const refused = await callGraph(graphTarget(deps(), 'bad'), 'GET', '/me');
    expect(refused).toMatchObject({ ok: false, status: 401, code: 190, message: expect.stringContaining('access token') });
  });

  it('reads Retry-After from a fault, and answers status 0 when nothing answers', async () => {
    fake.faults.next({ kind: 'code', code: 4, retryAfter: 7 }, 1, ['me']);
    expect(await callGraph(graphTarget(deps(), 'good'), 'GET', 'me')).toMatchObject({ ok: false, status: 429, code: 4, retryAfterMs: 7000 });
    fake.faults.next({ kind: 'timeout' }, 1, ['me']);
    const timedOut = await callGraph({ ...graphTarget(deps(), 'good'), timeoutMs: 200 }, 'GET', 'me');
    expect(timedOut).toEqual({ ok: false, status: 0, message: 'Meta did not answer within 0.2 s' });
  });

  it('downloads a file with the same authorisation and refuses one over the limit', async () => {
    const target = graphTarget(deps(), 'good');
    expect(await downloadGraphFile(target, `${fake.url}/v21.0/file`, 100)).toEqual({ bytes: Buffer.from('bytes'), mime: 'image/png' });
    await expect(downloadGraphFile(target, `${fake.url}/v21.0/file`, 3)).rejects.toThrow('larger than 3 bytes');
    await expect(downloadGraphFile(graphTarget(deps(), 'bad'), `${fake.url}/v21.0/file`, 100)).rejects.toThrow('HTTP 401');
  });
});

describe('META_GRAPH_URL and META_GRAPH_VERSION', () => {
  it('default to Meta’s host and a pinned version, and refuse a version Meta would not know', () => {
    expect(loadApiConfig({ DATA_DIR: '/tmp/meta-config' })).toMatchObject({ metaGraphUrl: 'https://graph.facebook.com', metaGraphVersion: 'v21.0' });
    expect(loadApiConfig({ DATA_DIR: '/tmp/meta-config', META_GRAPH_URL: 'http://127.0.0.1:9/', META_GRAPH_VERSION: 'v22.0' })).toMatchObject({ metaGraphUrl: 'http://127.0.0.1:9', metaGraphVersion: 'v22.0' });
    expect(() => loadApiConfig({ DATA_DIR: '/tmp/meta-config', META_GRAPH_VERSION: '21' })).toThrow('META_GRAPH_VERSION must look like v21.0');
  });
});
