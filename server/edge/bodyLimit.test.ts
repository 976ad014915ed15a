import http from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdgeApp, type EdgeApp } from './createEdgeApp.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig, type RunningEdge } from './testing/startEdge.js';

const MIB = 1024 * 1024;
let upstream: FakeUpstream;
let edge: EdgeApp;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url, UPLOAD_MAX_BYTES: String(2 * MIB) }));
});
afterAll(async () => {
  edge.close();
  await upstream.close();
});
afterEach(() => {
  upstream.requests.length = 0;
});

const jsonOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

function multipartOf(bytes: number) {
  const boundary = 'edgeboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body: head + 'x'.repeat(bytes - head.length - tail.length) + tail };
}

describe('request bodies with Content-Length', () => {
  it('streams a JSON body of exactly 1 MiB to the upstream', async () => {
    const body = jsonOf(MIB);
    expect(body.length).toBe(MIB);
    const res = await request(edge.app).post('/v2/api/notes').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(200);
    expect(upstream.requests[0]?.body.length).toBe(MIB);
  });

  it('answers 413 JSON to a JSON body over 1 MiB without contacting the upstream', async () => {
    const res = await request(edge.app)
      .post('/v2/api/notes')
      .set('Content-Type', 'application/json')
      .send(jsonOf(MIB + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: `The request body is larger than ${MIB} bytes`, code: 'payload_too_large' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('holds other non-multipart bodies to the same limit', async () => {
    const res = await request(edge.app).put('/v2/api/raw').set('Content-Type', 'text/plain').send('x'.repeat(MIB + 1));
    expect(res.status).toBe(413);
  });

  it('lets multipart uploads up to UPLOAD_MAX_BYTES through, and refuses larger ones', async () => {
    const fits = multipartOf(2 * MIB);
    const ok = await request(edge.app).post('/v2/api/files').set('Content-Type', fits.type).send(fits.body);
    expect(ok.status).toBe(200);
    expect(upstream.requests[0]?.body.length).toBe(2 * MIB);

    const upperCase = await request(edge.app).post('/v2/api/files').set('Content-Type', fits.type.toUpperCase()).send(fits.body);
    expect(upperCase.status).toBe(200);
    upstream.requests.length = 1;

    const tooBig = multipartOf(2 * MIB + 1);
    const refused = await request(edge.app).post('/v2/api/files').set('Content-Type', tooBig.type).send(tooBig.body);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe(`The request body is larger than ${2 * MIB} bytes`);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('chunked request bodies', () => {
  let running: RunningEdge;
  beforeAll(async () => {
    running = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
  });
  afterAll(() => running.close());

  /** Sends `total` bytes in 64 KiB chunks without Content-Length; resolves with the status and body. */
  function sendChunked(total: number) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${running.url}/v2/api/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      let sent = 0;
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it('streams a chunked body under the limit', async () => {
    const res = await sendChunked(MIB - 10);
    expect(res.status).toBe(200);
    expect(upstream.requests[0]?.body.length).toBe(MIB - 10);
  });

  it('aborts the upstream request and answers 413 once a chunked body crosses the limit', async () => {
    const res = await sendChunked(3 * MIB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('payload_too_large');
    expect(upstream.requests.every((seen) => !seen.completed)).toBe(true);
    await vi.waitFor(() => expect(upstream.requests.every((seen) => seen.closedEarly)).toBe(true));
  });
});
