// Reading Chromium's trace and V8's CPU profile for the inbox benchmark's scroll figure.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** The main thread's tasks, each once: Chromium traces a task as RunTask and, nested, under another name. */
function mainTasks(onMain: TraceEvent[]): TraceEvent[] {
  const named = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask');
  return named.length > 0 ? named : onMain.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
}

/**
 * The renderer main thread's tasks (RunTask) while the page scrolled: the longest and how many ran over
 * 50 ms. The trace's clock is not the page's, so the window is the span of the main thread's
 * "FireAnimationFrame" events (the trace runs only around the scroll pass).
 */
export function longestTasks(events: TraceEvent[]): { longest: number | null; over50: number; count: number } {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  if (!main) return { longest: null, over50: 0, count: 0 };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const frames = onMain.filter((e) => e.name === 'FireAnimationFrame').map((e) => e.ts);
  if (frames.length === 0) return { longest: null, over50: 0, count: 0 };
  const [from, to] = [Math.min(...frames), Math.max(...frames)];
  const tasks = mainTasks(onMain).filter((e) => e.ts + (e.dur ?? 0) >= from && e.ts <= to);
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  return { longest: durations.length ? Math.max(...durations) : null, over50: durations.filter((d) => d > 50).length, count: durations.length };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Self time per function of a V8 CPU profile, the largest first, as printable lines. */
export function summariseProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, top: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url ? url.split('/').pop() : '';
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`.trim();
    const us = deltas[i] ?? 0;
    total += us;
    self.set(key, (self.get(key) ?? 0) + us);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms ${((us / Math.max(total, 1)) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

/** Work inside a task worth naming (their times nest: a FunctionCall can hold a forced Layout). */
const PARTS = new Set([
  'FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'TimerFire', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout',
  'PrePaint', 'Paint', 'Layerize', 'Commit', 'MajorGC', 'MinorGC', 'ParseHTML', 'HitTest', 'ScheduleStyleRecalculation',
]);

/** For each main-thread task over `thresholdMs`: its length and the work inside it, the largest first. */
export function longTaskBreakdown(events: TraceEvent[], thresholdMs: number): string[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const long = mainTasks(onMain).filter((e) => (e.dur ?? 0) / 1000 > thresholdMs);
  return long.map((task) => {
    const parts = new Map<string, number>();
    for (const e of onMain) {
      if (!PARTS.has(e.name) || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + (task.dur ?? 0)) continue;
      const data = (e.args as { data?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number; type?: string } } | undefined)?.data;
      const where = data?.url ? ` (${data.url.split('/').pop()}:${data.lineNumber ?? 0}:${data.columnNumber ?? 0})` : '';
      const name =
        e.name === 'FunctionCall' ? `FunctionCall ${data?.functionName || '(anonymous)'}${where}` : e.name === 'EventDispatch' && data?.type ? `EventDispatch ${data.type}` : e.name;
      parts.set(name, (parts.get(name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const inside = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
    return `${((task.dur ?? 0) / 1000).toFixed(1)} ms task: ${inside.join(', ') || 'nothing traced inside'}`;
  });
}
