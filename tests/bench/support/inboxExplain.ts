// Where the time of a missed figure goes, measured on the in-process api (support/inboxInProcess.ts):
// for a list request, each SELECT it ran on tickets with EXPLAIN (ANALYZE, BUFFERS); for an inbound
// webhook message, its statements by time, and the rest of the request (JavaScript, event publishing).

import type { InboxManifest } from './inboxData';
import { Session, request } from './inboxHttp';
import { byStatement, withInProcessApi } from './inboxInProcess';
import { spread } from './inboxReport';
import { webhookMessage } from './inboxLive';

const MEASURED = 5;

/** Prints, for each url, the request's time in this process and the plan of every SELECT on tickets. */
export async function explainRequests(dataDir: string, login: { email: string; password: string }, urls: string[]): Promise<void> {
  await withInProcessApi(dataDir, async (api) => {
    const session = new Session(api.base);
    await session.login(login.email, login.password);
    for (const url of urls) {
      for (let i = 0; i < 3; i += 1) await session.get(url);
      api.clear();
      const times: number[] = [];
      for (let i = 0; i < MEASURED; i += 1) times.push((await session.get(url)).ms);
      const statements = [...api.statements];
      const sqlMs = statements.reduce((sum, s) => sum + s.ms, 0) / MEASURED;
      console.log(`\n--- GET ${url}: ${spread(times)} in-process, of which ${sqlMs.toFixed(1)} ms a request in ${statements.length / MEASURED} SQL statements:`);
      for (const line of byStatement(statements, MEASURED)) console.log(line);
      // The plans of the statements that cost: the list's own and any other over 5 ms.
      const seen = new Set<string>();
      for (const { sql, params } of statements) {
        const mean = statements.filter((s) => s.sql === sql).reduce((sum, s) => sum + s.ms, 0) / MEASURED;
        if (seen.has(sql) || !/^\s*(select|with)\b/i.test(sql) || (!sql.includes('"tickets"') && mean < 5)) continue;
        seen.add(sql);
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${sql}\nparams: ${JSON.stringify(params)}`);
        const plan = await api.client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        console.log(plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));
      }
    }
  });
}

/** Sends `count` inbound webhook messages (half from new senders) and prints where their time went. */
export async function explainWebhook(dataDir: string, manifest: InboxManifest, secret: string, count = 40): Promise<void> {
  await withInProcessApi(dataDir, async (api) => {
    const channel = manifest.channels.find((c) => c.type === 'WEBHOOK')!;
    const url = `/v2/api/channels/webhook/${channel.publicId}/messages`;
    let run = `x${Date.now().toString(36)}`;
    const send = async (i: number) => {
      const sender = `bench-explain-${run}-${i - (i % 2)}`;
      const { body, headers } = webhookMessage(secret, { sender, name: `Explain ${i - (i % 2)}`, id: `${run}-${i}`, text: `${run} message ${i}` });
      return request(api.base, 'POST', url, { headers, body });
    };
    for (let i = 0; i < 4; i += 1) await send(i);
    for (const [kind, parity] of [['new conversation', 0], ['continued conversation', 1]] as const) {
      run = `${run}${parity}`;
      const times: number[] = [];
      api.clear();
      for (let i = 4; i < count + 4; i += 1) {
        if (i % 2 !== parity) {
          // the other kind's request still runs (a continued conversation needs its first message)
          const statements = api.statements.length;
          await send(i);
          api.statements.splice(statements);
          continue;
        }
        times.push((await send(i)).ms);
      }
      const sqlMs = api.statements.reduce((sum, s) => sum + s.ms, 0) / times.length;
      console.log(`\n--- inbound webhook, ${kind}: ${spread(times)} in-process; SQL ${sqlMs.toFixed(1)} ms a request (${(api.statements.length / times.length).toFixed(0)} statements):`);
      for (const line of byStatement(api.statements, times.length).slice(0, 25)) console.log(line);
    }
  });
}
