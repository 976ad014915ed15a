// Figure 3: the ticket list page scrolled through 10,000 loaded rows. The console (Chromium, signed in
// as the Administrator, /v2/app/ticket) first loads pages by scrolling to the end of the list until
// 10,000 rows are in the store (counted from the api's answers to the list's own requests). Then the
// list's scroll container goes from the top to the 10,000th row by 10 rows in every animation frame, in
// three passes, each under a Chromium trace. The figure is the longest frame (the gap between two
// animation frames the page saw) of the best pass: on a shared machine another process can spoil a
// pass, so all three are printed, with the long animation frames Chromium reported (over 50 ms), the
// trace's longest main-thread task and what ran inside the long ones, and the same scroll over a static
// page as a control. When the budget is missed, a CPU profile of one more pass is summed up by function.

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import type { InboxManifest } from './inboxData';
import { CACHE_DIR } from './inboxData';
import { signedIn } from './inboxBrowser';
import { info, ms, percentile, report } from './inboxReport';
import type { InboxStack } from './inboxStack';
import { longestTasks, longTaskBreakdown, summariseProfile, type TraceEvent } from './inboxTrace';

const ROWS = Number(process.env.BENCH_INBOX_ROWS) || 10_000;
const BUDGET_MS = 50;
/** Rows passed per frame while scrolling: a fast, steady scroll (about 600 rows a second at 60 Hz). */
const ROWS_PER_FRAME = 10;
/** Full passes; the best one is the figure (another process taking the CPU spoils a pass, not the list). */
const PASSES = 3;

/** Marks the element that scrolls the list: the scrollable element with the tallest content. */
const FIND_SCROLLER = () => {
  let best: Element | null = null;
  for (const element of document.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (!/(auto|scroll)/.test(style.overflowY) || element.scrollHeight <= element.clientHeight + 50) continue;
    if (!best || element.scrollHeight > best.scrollHeight) best = element;
  }
  best?.setAttribute('data-bench-scroller', '');
  return best ? { height: best.scrollHeight, client: best.clientHeight } : null;
};

/**
 * Scrolls from the top to `end` by `step` px a frame; resolves with the frames' timestamps and the long
 * animation frames. A string: functions passed to page.evaluate would carry tsx's __name helper.
 */
const scrollPass = (step: number, end: number) => `(async () => {
  const el = document.querySelector('[data-bench-scroller]');
  const end = Math.min(${end}, el.scrollHeight - el.clientHeight);
  el.scrollTop = 0;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const loafs = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) loafs.push({ duration: entry.duration, blocking: entry.blockingDuration });
  });
  observer.observe({ type: 'long-animation-frame', buffered: false });
  const stamps = [];
  await new Promise((resolve) => {
    let last = -1;
    const frame = (time) => {
      stamps.push(time);
      // the end, or a list that stopped moving (it cannot go further)
      if (el.scrollTop >= end - 1 || el.scrollTop === last) return resolve();
      last = el.scrollTop;
      el.scrollTop = Math.min(end, el.scrollTop + ${step});
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { stamps, loafs };
})()`;

interface Pass {
  stamps: number[];
  loafs: { duration: number; blocking: number }[];
}

/** Loads pages by scrolling to the end until `rows` are loaded; returns the count reached. */
async function loadRows(page: Page, loaded: () => number): Promise<number> {
  let last = -1;
  let still = 0;
  while (loaded() < ROWS && still < 40) {
    await page.evaluate(() => {
      const el = document.querySelector('[data-bench-scroller]');
      if (el) el.scrollTop = el.scrollHeight;
    });
    await page.waitForTimeout(50);
    if (loaded() === last) still += 1;
    else [last, still] = [loaded(), 0];
  }
  return loaded();
}

export async function measureScroll(stack: InboxStack, manifest: InboxManifest): Promise<void> {
  const label = `ticket list scrolled through ${ROWS.toLocaleString('en')} loaded rows, longest frame`;
  const console_ = await signedIn(stack.edgeBase, manifest.admin, '/v2/app/ticket');
  try {
    const { page } = console_;
    let rows = 0;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/v2/api/tickets' || response.request().method() !== 'GET') return;
      void response
        .json()
        .then((body: { data?: { items?: unknown[] } }) => {
          const count = body.data?.items?.length ?? 0;
          rows = url.searchParams.has('cursor') ? rows + count : count;
        })
        .catch(() => undefined);
    });
    const first = await page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/api/tickets', { timeout: 30_000 }).catch(() => null);
    if (!first || first.status() !== 200) {
      report(label, 'not measured', `≤ ${BUDGET_MS} ms`, null, `/v2/app/ticket made no successful GET /v2/api/tickets${first ? ` (${first.status()})` : ''}`);
      return;
    }
    await page.waitForTimeout(1000);
    if (!(await page.evaluate(FIND_SCROLLER))) {
      report(label, 'not measured', `≤ ${BUDGET_MS} ms`, null, 'no scrollable ticket list on /v2/app/ticket');
      return;
    }
    const loadStarted = Date.now();
    const reached = await loadRows(page, () => rows);
    if (reached < ROWS) {
      report(label, 'not measured', `≤ ${BUDGET_MS} ms`, null, `scrolling to the end loaded ${reached} rows, not ${ROWS}`);
      return;
    }
    const size = (await page.evaluate(FIND_SCROLLER))!;
    const rowHeight = size.height / reached;
    const end = Math.round(rowHeight * ROWS) - size.client;
    info(`${reached.toLocaleString('en')} rows loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s; row ${rowHeight.toFixed(1)} px, ${Math.round(rowHeight * ROWS_PER_FRAME)} px a frame`);

    const step = Math.round(rowHeight * ROWS_PER_FRAME);
    await page.evaluate(scrollPass(step, Math.min(end, 5000)));
    const passes: Measured[] = [];
    for (let i = 0; i < PASSES; i += 1) passes.push(await tracedPass(page, step, end));
    const best = passes.reduce((a, b) => (b.longest < a.longest ? b : a));
    const worst = passes.reduce((a, b) => (b.longest > a.longest ? b : a));
    const ok = best.longest <= BUDGET_MS && best.loafs.length === 0;
    report(label, ms(best.longest), `no frame over ${BUDGET_MS} ms`, ok,
      `the best of ${PASSES} full passes, all: ${passes.map((p) => ms(p.longest)).join(', ')}; that pass: ${best.gaps.length} frames in ${(best.gaps.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s, ` +
        `p95 ${ms(percentile(best.gaps, 0.95))}, p99 ${ms(percentile(best.gaps, 0.99))}, ${best.loafs.length} long animation frames${best.loafs.length ? ` (longest ${ms(Math.max(...best.loafs.map((l) => l.duration)))})` : ''}`);
    info(`trace of that pass: longest main-thread task ${best.tasks.longest === null ? 'not found' : ms(best.tasks.longest)}, ${best.tasks.over50} tasks over 50 ms of ${best.tasks.count}`);
    if (worst.breakdown.length > 0) {
      info(`the tasks over ${BUDGET_MS} ms of the worst pass (trace event times in ms; nested ones overlap):`);
      for (const line of worst.breakdown.slice(0, 8)) info(`  ${line}`);
    }
    await controlPass(page, rowHeight, end);
    if (!ok) await profilePass(page, Math.round(rowHeight * ROWS_PER_FRAME), end);
  } finally {
    await console_.close();
  }
}

interface Measured {
  gaps: number[];
  longest: number;
  loafs: Pass['loafs'];
  tasks: ReturnType<typeof longestTasks>;
  breakdown: string[];
}

/** One full pass under a Chromium trace. */
async function tracedPass(page: Page, step: number, end: number): Promise<Measured> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8'] });
  const pass = (await page.evaluate(scrollPass(step, end))) as Pass;
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const gaps = pass.stamps.slice(1).map((t, i) => t - pass.stamps[i]!);
  return { gaps, longest: Math.max(...gaps), loafs: pass.loafs, tasks: longestTasks(trace.traceEvents), breakdown: longTaskBreakdown(trace.traceEvents, BUDGET_MS) };
}

/**
 * The same scroll over a static page of as many plain rows (no script but the scroll itself): what this
 * machine gives when the page does nothing, printed so a long frame can be told from a busy machine.
 */
async function controlPass(page: Page, rowHeight: number, end: number): Promise<void> {
  const control = await page.context().newPage();
  try {
    const rows = Array.from({ length: ROWS }, (_, i) => `<div style="height:${rowHeight}px">Row ${i + 1}</div>`).join('');
    await control.setContent(`<div data-bench-scroller style="height:800px;overflow-y:auto">${rows}</div>`);
    const pass = (await control.evaluate(scrollPass(Math.round(rowHeight * ROWS_PER_FRAME), end))) as Pass;
    const gaps = pass.stamps.slice(1).map((t, i) => t - pass.stamps[i]!);
    info(`control, a static page of ${ROWS.toLocaleString('en')} plain rows scrolled the same way: longest frame ${ms(Math.max(...gaps))}, p99 ${ms(percentile(gaps, 0.99))}, ${pass.loafs.length} long animation frames`);
  } finally {
    await control.close();
  }
}

/** A second pass under the V8 CPU profiler: the functions with the most self time. */
async function profilePass(page: Page, step: number, end: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.evaluate(scrollPass(step, end));
  const { profile } = await cdp.send('Profiler.stop');
  const file = path.join(CACHE_DIR, 'ticket-list-scroll.cpuprofile');
  fs.writeFileSync(file, JSON.stringify(profile));
  info(`CPU profile of a second pass: ${path.relative(process.cwd(), file)} (open in Chrome DevTools); most self time:`);
  for (const line of summariseProfile(profile, 12)) info(`  ${line}`);
}
