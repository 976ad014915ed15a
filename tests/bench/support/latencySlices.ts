import { Worker } from 'node:worker_threads';
import { SMALL_JSON } from './benchHttp';
import { cpuMicros, median, percentile } from './benchProcesses';
import { PACER } from './pacer';
import type { ProxyUnderTest } from './referenceProxies';

export interface PacedTarget {
  proxy: ProxyUnderTest;
  /** requests per second for its slices and for the direct slices beside them: half its own capacity */
  rate: number;
}

export interface AddedLatency {
  /** medians over the pairs of slices, in ms: the proxy's percentile minus the direct slice's */
  p50: number;
  p99: number;
  /** median CPU the proxy spent per paced request, in µs */
  pacedCpu: number;
  /** every pair's p99 added, in order, so that a reader sees the spread */
  p99s: number[];
}

/**
 * Interleaved one-second slices: proxy A, direct, proxy B, direct, … for each round, so that every proxy
 * meets the same machine conditions (stalls, other work). Each direct slice runs at the rate of the proxy
 * slice just before it; the added latency of a pair is the proxy's percentile minus that direct slice's.
 * A round may take another process of the same kind each time; figures are pooled by kind.
 */
export async function measureAddedLatency(rounds: PacedTarget[][], directPort: number): Promise<Map<string, AddedLatency>> {
  const pacer = new Worker(PACER, { eval: true });
  const slice = (port: number, rate: number, ms: number) =>
    new Promise<number[]>((resolve) => {
      pacer.once('message', (latencies: number[]) => resolve(latencies.sort((a, b) => a - b)));
      pacer.postMessage({ port, path: SMALL_JSON, rate, ms });
    });
  const added = new Map<string, { p50: number[]; p99: number[]; cpu: number[] }>();
  try {
    for (const { proxy, rate } of new Set(rounds.flat())) {
      await slice(proxy.port, rate, 300);
      await slice(directPort, rate, 300);
    }
    for (const round of rounds) {
      for (const { proxy, rate } of round) {
        const figures = added.get(proxy.kind) ?? added.set(proxy.kind, { p50: [], p99: [], cpu: [] }).get(proxy.kind)!;
        const cpuBefore = cpuMicros(proxy.pid);
        const through = await slice(proxy.port, rate, 1000);
        figures.cpu.push((cpuMicros(proxy.pid) - cpuBefore) / through.length);
        const direct = await slice(directPort, rate, 1000);
        figures.p50.push(percentile(through, 0.5) - percentile(direct, 0.5));
        figures.p99.push(percentile(through, 0.99) - percentile(direct, 0.99));
      }
    }
  } finally {
    await pacer.terminate();
  }
  const result = new Map<string, AddedLatency>();
  for (const [kind, figures] of added) {
    result.set(kind, { p50: median(figures.p50), p99: median(figures.p99), pacedCpu: median(figures.cpu), p99s: figures.p99 });
  }
  return result;
}
