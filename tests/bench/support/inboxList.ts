// Figure 1: the first page of the ticket list through the api (PGlite), as an Administrator, over HTTP
// on loopback with a kept-alive connection. A sample is one GET from writing the request until the last
// byte of the answer; requests run one at a time, after a warm-up.

import type { Page, TicketSummary } from '../../../src/domain/inbox';
import type { Session } from './inboxHttp';
import { parse } from './inboxHttp';
import { info, ms, percentile, report, spread } from './inboxReport';
import { PRODUCTS } from './inboxWords';

const SAMPLES = Number(process.env.BENCH_INBOX_SAMPLES) || 200;
const WARM_UP = 30;

/** Status + priority + channel combinations, rotated so no single plan decides the figure. */
const FILTERS = [
  'status=unsolved&priority=high&channel=WHATSAPP',
  'status=new&priority=urgent&channel=EMAIL',
  'status=hold&priority=medium&channel=LINE',
  'status=unassigned&priority=low&channel=WEBHOOK',
  'status=new&status=unsolved&priority=high&priority=urgent&channel=TELEGRAM',
];
/** Product names: each is in the subject of about 1% of the tickets. */
const SEARCHES = PRODUCTS.filter((_, i) => i % 10 === 2).map((word) => `q=${word}`);

export interface ListKind {
  name: string;
  budgetMs: number;
  queries: string[];
}

export const LIST_KINDS: ListKind[] = [
  { name: 'first page, default sort', budgetMs: 50, queries: [''] },
  { name: 'first page, filtered (status + priority + channel)', budgetMs: 150, queries: FILTERS },
  { name: 'first page, searched (a word in ~1% of tickets)', budgetMs: 150, queries: SEARCHES },
];

export const listUrl = (query: string) => `/v2/api/tickets?limit=50${query ? `&${query}` : ''}`;

async function sample(session: Session, query: string): Promise<{ ms: number; page: Page<TicketSummary> }> {
  const url = listUrl(query);
  const answer = await session.get(url);
  const page = parse(answer, `GET ${url}`) as Page<TicketSummary>;
  return { ms: answer.ms, page };
}

/** Measures the three kinds; returns the kinds that missed their budget (for the diagnosis). */
export async function measureTicketList(session: Session): Promise<ListKind[]> {
  const missed: ListKind[] = [];
  for (const kind of LIST_KINDS) {
    for (let i = 0; i < WARM_UP; i += 1) await sample(session, kind.queries[i % kind.queries.length]!);
    const times: number[] = [];
    const totals = new Map<string, number>();
    let rows = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const query = kind.queries[i % kind.queries.length]!;
      const { ms: took, page } = await sample(session, query);
      times.push(took);
      totals.set(query, page.total);
      rows += page.items.length;
    }
    const p95 = percentile(times, 0.95);
    const ok = p95 <= kind.budgetMs;
    if (!ok) missed.push(kind);
    report(`ticket list ${kind.name}, p95`, ms(p95), `≤ ${kind.budgetMs} ms`, ok, spread(times));
    const matches = [...totals.values()];
    info(
      `${kind.queries.length} ${kind.queries.length === 1 ? 'query' : 'queries'} rotated, e.g. GET ${listUrl(kind.queries[0]!)}; ` +
        `totals ${Math.min(...matches).toLocaleString('en')}–${Math.max(...matches).toLocaleString('en')}, ${(rows / SAMPLES).toFixed(0)} rows a page`,
    );
  }
  return missed;
}
