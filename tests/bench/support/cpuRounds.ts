import { load } from './benchHttp';
import { cpuMicros, median } from './benchProcesses';
import type { ProxyUnderTest } from './referenceProxies';

export interface LoadedTarget {
  proxy: ProxyUnderTest;
  /** requests per round */
  count: number;
}

export interface CpuFigures {
  /** median over the rounds of the proxy's CPU per request, µs */
  cpu: number;
  /** median rate at the bench's concurrency: the proxy's capacity in this harness, req/s */
  rate: number;
  cpus: number[];
}

/**
 * CPU per request at the bench's fixed concurrency, in rounds that take the proxies in turn (A, B, C, then
 * C, B, A, …) so that a slow minute of the machine falls on all of them alike. A first unrecorded round of
 * each warms the JIT and the connection pools.
 */
export async function measureCpu(targets: LoadedTarget[], rounds = 5): Promise<Map<string, CpuFigures>> {
  for (const { proxy, count } of targets) await load(proxy.port, Math.min(count, 5000));
  const samples = new Map(targets.map(({ proxy }) => [proxy.name, { cpus: [] as number[], rates: [] as number[] }]));
  for (let round = 0; round < rounds; round += 1) {
    // every other round in reverse, so that no proxy always runs first or right after the same one
    for (const { proxy, count } of round % 2 === 0 ? targets : [...targets].reverse()) {
      const before = cpuMicros(proxy.pid);
      const rate = await load(proxy.port, count);
      const sample = samples.get(proxy.name)!;
      sample.cpus.push((cpuMicros(proxy.pid) - before) / count);
      sample.rates.push(rate);
    }
  }
  const result = new Map<string, CpuFigures>();
  for (const [name, { cpus, rates }] of samples) result.set(name, { cpu: median(cpus), rate: median(rates), cpus });
  return result;
}
