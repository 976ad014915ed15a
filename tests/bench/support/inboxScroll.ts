// Figure 3: the ticket list page scrolled through 10,000 loaded rows. The console (Chromium, signed in
// as the Administrator, /v2/app/ticket) first loads pages by scrolling to the end of the list until
// 10,000 rows are in the store (counted from the api's answers to the list's own requests). Then the
// list's scroll container goes from top to the 10,000th row by a fixed step in every animation frame,
// under a Chromium trace. Printed: the longest frame (the gap between two animation frames the page
// saw while scrolling), the long animation frames Chromium reported (> 50 ms), and the longest
// main-thread task of the trace. When the budget is missed, a CPU profile of a second pass is summed
// up by function (self time).

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import type { InboxManifest } from './inboxData';
import { CACHE_DIR } from './inboxData';
import { signedIn } from './inboxBrowser';
import { info, ms, percentile, report } from './inboxReport';
import type { InboxStack } from './inboxStack';
import { longestTasks, summariseProfile, type TraceEvent } from './inboxTrace';

const ROWS = Number(process.env.BENCH_INBOX_ROWS) || 10_000;
const BUDGET_MS = 50;
/** Rows passed per frame while scrolling: a fast, steady scroll (about 600 rows a second at 60 Hz). */
const ROWS_PER_FRAME = 10;

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
    const { page, browser } = console_;
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

    await page.evaluate(scrollPass(Math.round(rowHeight * ROWS_PER_FRAME), Math.min(end, 5000)));
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
    const pass = (await page.evaluate(scrollPass(Math.round(rowHeight * ROWS_PER_FRAME), end))) as Pass;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const gaps = pass.stamps.slice(1).map((t, i) => t - pass.stamps[i]!);
    const longest = Math.max(...gaps);
    const tasks = longestTasks(trace.traceEvents);
    const ok = longest <= BUDGET_MS && pass.loafs.length === 0;
    report(label, ms(longest), `no frame over ${BUDGET_MS} ms`, ok,
      `${gaps.length} frames in ${((pass.stamps.at(-1)! - pass.stamps[0]!) / 1000).toFixed(1)} s, p95 ${ms(percentile(gaps, 0.95))}, p99 ${ms(percentile(gaps, 0.99))}; ` +
        `${pass.loafs.length} long animation frames${pass.loafs.length ? ` (longest ${ms(Math.max(...pass.loafs.map((l) => l.duration)))})` : ''}`);
    info(`trace: longest main-thread task ${tasks.longest === null ? 'not found in the trace' : ms(tasks.longest)}, ${tasks.over50} tasks over 50 ms, ${tasks.count} tasks`);
    await controlPass(page, rowHeight, end);
    if (!ok) await profilePass(page, Math.round(rowHeight * ROWS_PER_FRAME), end);
  } finally {
    await console_.close();
  }
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
