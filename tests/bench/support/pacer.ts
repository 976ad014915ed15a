/**
 * Open-loop load from a worker thread that paces requests evenly (a 1 ms timer sends them in bursts,
 * which measures the generator's bursts rather than the edge). Between sends it sleeps at most 50 µs,
 * so an answer is noticed within that much, through the edge and direct alike.
 */
export const PACER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const cell = new Int32Array(new SharedArrayBuffer(4));
parentPort.on('message', ({ port, path, rate, ms }) => {
  const gap = 1000 / rate, latencies = [], start = performance.now();
  let sent = 0, settled = 0, stopped = false;
  const settle = () => { settled += 1; if (stopped && settled === sent) parentPort.postMessage(latencies); };
  const send = () => {
    const t0 = performance.now();
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) latencies.push(performance.now() - t0); settle(); });
    }).on('error', settle);
  };
  const tick = () => {
    const now = performance.now() - start;
    if (now >= ms) { stopped = true; if (settled === sent) parentPort.postMessage(latencies); return; }
    for (const due = Math.floor(now / gap) + 1; sent < due; sent += 1) send();
    const wait = sent * gap - (performance.now() - start);
    if (wait > 0.01) Atomics.wait(cell, 0, 0, Math.min(wait, 0.05));
    setImmediate(tick);
  };
  tick();
});`;
