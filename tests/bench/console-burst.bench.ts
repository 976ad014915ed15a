/**
 * Socket burst into the console's store (issue 3 figure): 2,000 events per second for 10 s into a store that
 * holds 10,000 tickets. Prints each figure beside its budget; exits 1 when one is missed.
 * Run: npx tsx tests/bench/console-burst.bench.ts
 *
 * Reducer time is budgeted as the CPU time the main thread spent in the reducers of a frame (Linux
 * schedstat, see support/threadClock.ts), GC work done on that thread included. On a shared 2-core
 * machine the wall clock also counts the time the thread waited for a core (other processes, V8's own
 * marking and compiler threads), and process.cpuUsage() counts those V8 threads: both are printed beside
 * it for information.
 * Runs in Node with the console's real reducers (every slice of src/app/console/consoleStore.ts, the ticket
 * list holding 10,000 tickets), the realtime, settings, notifications and one-tab sagas, and a fake socket;
 * frames are 16 ms timers. The burst is what ticket work sends: 'ticket updated' with the whole summary
 * (the list moves and re-sorts rows), the spec's 'ticket event' and 'ticket history'.
 * "Task" is one synchronous store update (reducers, subscribers and the sagas it wakes), the part of a
 * browser task this code owns. Maxima include the machine's other work (a loaded 2-core machine gives
 * outliers of 100+ ms whatever runs); the p95 lines show the code's own cost.
 */
import type { Reducer, ReducersMapObject } from '@reduxjs/toolkit';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { SHELL_SLICES } from '../../src/app/console/consoleStore';
import { contactsSlice } from '../../src/features/contacts/contactsSlice';
import { chatDeskSlice } from '../../src/features/conversations/chatDeskSlice';
import { conversationListSlice } from '../../src/features/conversations/conversationListSlice';
import { openConversationSlice } from '../../src/features/conversations/openConversationSlice';
import { presenceSlice } from '../../src/features/presence/presenceSlice';
import { ticketBulkSlice } from '../../src/features/tickets/ticketBulkSlice';
import { ticketDetailSlice } from '../../src/features/tickets/ticketDetailSlice';
import { ticketListSlice } from '../../src/features/tickets/ticketListSlice';
import { makeStore } from '../../src/app/makeStore';
import { REALTIME_EVENTS } from '../../src/domain/realtimeEvents';
import { statusReceived } from '../../src/features/auth/authSlice';
import { notificationsSaga } from '../../src/features/notifications/notificationsSagas';
import { oneTabSaga } from '../../src/features/one-tab/oneTabSagas';
import { silentLogger } from '../../src/services/logger';
import { realtimeSaga } from '../../src/features/realtime/realtimeSagas';
import { eventsReceived } from '../../src/features/realtime/realtimeSlice';
import { fakeSocketFactory, realtimeEvent } from '../../src/features/realtime/testing/fakeSocket';
import { AUTH } from '../../src/features/realtime/testing/realtimeStore';
import { settingsSaga } from '../../src/features/settings/settingsSagas';
import { firstPageReceived, listRequested } from '../../src/features/tickets/ticketListSlice';
import { ticket } from '../../src/features/tickets/testing/ticketFixtures';
import { mainThreadClock, type ThreadTimes } from './support/threadClock';
import type { HttpClient } from '../../src/services/http';

const RATE = 2_000;
const SECONDS = 10;
const TICKETS = 10_000;
const BUDGET_TASK_MS = 100;
const BUDGET_REDUCER_MS = 4;

// The browser bundle is a production build: no development-only invariant checks in the figures.
process.env.NODE_ENV = 'production';

/** Reducer time of each eventsReceived (one per frame): main-thread CPU, wall clock, process CPU. */
const clock = mainThreadClock();
const reducerThreadTimes: number[] = [];
/** how long the main thread waited for a core during each frame's reducers */
const reducerWaits: number[] = [];
const reducerTimes: number[] = [];
const reducerCpuTimes: number[] = [];
let delivered = 0;

/**
 * Every slice of the console, timed as one pass: combineReducers calls them in key order, so the first
 * slice's wrapper starts the clocks on eventsReceived and the last one stops them (two clock reads per
 * frame, whatever the number of slices). The realtime slice also counts what reached the store.
 */
function timedAll<M extends ReducersMapObject>(map: M): M {
  const names = Object.keys(map);
  let wallStart = 0;
  let threadStart: ThreadTimes = { cpu: 0, waited: 0 };
  let cpuStart: NodeJS.CpuUsage = { user: 0, system: 0 };
  const out: Record<string, Reducer> = {};
  for (const [name, reducer] of Object.entries(map) as [string, Reducer][]) {
    out[name] = (state, action) => {
      if (action.type !== eventsReceived.type) return reducer(state, action);
      if (name === names[0]) {
        cpuStart = process.cpuUsage();
        wallStart = performance.now();
        threadStart = clock.read();
      }
      const next = reducer(state, action);
      if (name === 'realtime') delivered += (action as ReturnType<typeof eventsReceived>).payload.events.length;
      if (name === names[names.length - 1]) {
        const thread = clock.read();
        reducerThreadTimes.push(thread.cpu - threadStart.cpu);
        reducerWaits.push(thread.waited - threadStart.waited);
        reducerTimes.push(performance.now() - wallStart);
        const cpu = process.cpuUsage(cpuStart);
        reducerCpuTimes.push((cpu.user + cpu.system) / 1000);
      }
      return next;
    };
  }
  return out as M;
}

const http: HttpClient = {
  get: async (url: string) =>
    (url.includes('/realtime/events')
      ? { result: 'success', data: { events: [], reset: url.endsWith('999999999999999'), latest: 0, until: 0, more: false } }
      : { result: 'success', data: {} }) as never,
  post: async () => ({ result: 'success', data: [] }) as never,
  put: async () => ({ result: 'success' }) as never,
};

/**
 * A 16 ms frame whose task is timed: from the frame's start until everything it set off synchronously
 * (the batch's store update, the reducers, the sagas it woke, their microtasks) is done.
 */
const taskTimes: number[] = [];
const frame = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      const start = performance.now();
      resolve();
      setImmediate(() => taskTimes.push(performance.now() - start));
    }, 16),
  );

const { factory, sockets } = fakeSocketFactory();
const store = makeStore({
  // the shell's slices and those the inbox pages inject (their page modules import components, which
  // node cannot load), as on a console that has opened them
  reducer: timedAll(
    Object.fromEntries(
      [
        ...SHELL_SLICES,
        ticketListSlice,
        ticketDetailSlice,
        ticketBulkSlice,
        conversationListSlice,
        openConversationSlice,
        chatDeskSlice,
        presenceSlice,
        contactsSlice,
      ].map((slice) => [slice.name, slice.reducer]),
    ) as ReducersMapObject,
  ),
  deps: {
    http,
    logger: silentLogger,
    socket: factory,
    frames: { next: frame },
    notifier: { permission: () => 'granted' as const, requestPermission: async () => 'granted' as const, show: () => ({ close: () => undefined }) },
    sound: { play: () => undefined },
    clock: { now: () => Date.now() },
    tabLock: { acquire: async () => 'owner' as const },
  },
  sagas: [oneTabSaga, settingsSaga, realtimeSaga, notificationsSaga],
});
// The longest time the event loop was kept busy: the Node measure of the longest main-thread task.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

const STATUSES = ['new', 'unsolved', 'hold', 'solved'] as const;
const startedAt = Date.parse('2026-11-20T10:00:00.000Z');

/** 7 in 10 'ticket updated' (a status change that moves the row to the top), 2 'ticket event', 1 history. */
function burstEvent(seq: number) {
  const n = (seq * 7919) % TICKETS + 1;
  const status = STATUSES[seq % STATUSES.length]!;
  const kind = seq % 10;
  if (kind < 7) {
    const updatedAt = new Date(startedAt + seq).toISOString();
    return realtimeEvent(seq, { type: REALTIME_EVENTS.ticketUpdated, sendTo: null, payload: { ticket: ticket(n, { status, statusOmni: status, updatedAt }) } });
  }
  if (kind < 9) {
    return realtimeEvent(seq, {
      type: 'ticket event',
      sendTo: null,
      payload: { ticketNumber: n, ticketStatus: status, ticketStatusOmni: status, messengerType: 'EMAIL', contentType: 'ticket', action: 'change', agentPast: null },
    });
  }
  return realtimeEvent(seq, { type: 'ticket history', sendTo: null, payload: { contentType: 'ticket history', ticketNumber: n, field: 'status', old: 'new', new: status } });
}

async function main() {
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: Date.now() }));
  // The ticket list as the page holds it after scrolling through 10,000 rows, sorted by last update.
  store.dispatch(listRequested({ key: 'bench', filters: { sort: 'updated' }, viewer: null }));
  const items = Array.from({ length: TICKETS }, (_, i) => ticket(TICKETS - i));
  store.dispatch(firstPageReceived({ key: 'bench', page: { items, nextCursor: 'more', total: 100_000 } }));
  if (store.getState().ticketList.ids.length !== TICKETS) throw new Error('the ticket list did not take the 10,000 tickets');
  while (sockets.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const socket = sockets[0]!;
  socket.connect();
  await new Promise((resolve) => setTimeout(resolve, 100));

  const total = RATE * SECONDS;
  const perTick = RATE / 100;
  let seq = 0;
  const started = performance.now();
  loopDelay.enable();
  for (let tick = 0; tick < SECONDS * 100; tick++) {
    const batch = [];
    for (let i = 0; i < perTick; i++) {
      seq++;
      batch.push(burstEvent(seq));
    }
    socket.emit(...batch);
    const due = started + (tick + 1) * 10;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));

  loopDelay.disable();
  const frames = reducerTimes.length;
  const at = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  // The delay histogram counts from the sampling resolution: what is beyond it is time a task held the loop.
  const maxTask = Math.max(...taskTimes);
  // Includes whatever else this machine runs meanwhile (other processes take the CPU): information only.
  const loopMax = Math.max(0, loopDelay.max / 1e6 - 10);
  const maxReducer = Math.max(...reducerThreadTimes);
  const lost = total - delivered;
  const maxWall = Math.max(...reducerTimes);
  const slowest = reducerTimes.indexOf(maxWall);
  const maxFrames = Math.ceil((SECONDS * 1000) / 16) + 10;
  const rows: [string, string, string, boolean][] = [
    ['events delivered', `${delivered} / ${total}`, 'none lost', lost === 0],
    ['store updates (frames)', `${frames}`, `≤ ${maxFrames}`, frames <= maxFrames],
    ['event-loop delay (max)', ms(loopMax), 'for information', true],
    ['frame task (p95)', ms(at(taskTimes, 0.95)), 'for information', true],
    ['longest frame task', ms(maxTask), `≤ ${BUDGET_TASK_MS} ms`, maxTask <= BUDGET_TASK_MS],
    [`reducer time per frame (max, ${clock.source})`, ms(maxReducer), `≤ ${BUDGET_REDUCER_MS} ms`, maxReducer <= BUDGET_REDUCER_MS],
    ['reducer time per frame (p99)', ms(at(reducerThreadTimes, 0.99)), 'for information', true],
    ['reducer wall time per frame (max)', ms(maxWall), `for information: ${ms(reducerWaits[slowest] ?? 0)} of it waiting for a core`, true],
    ['reducer wall time per frame (p95)', ms(at(reducerTimes, 0.95)), 'for information', true],
    ['reducer process CPU per frame (max)', ms(Math.max(...reducerCpuTimes)), "for information (includes V8's background threads)", true],
    ['machine load (1 min)', `${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`, 'for information', true],
  ];
  for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'OK    ' : 'MISSED'} ${name.padEnd(58)} ${value.padEnd(18)} ${budget}`);
  store.sagaTask.cancel();
  process.exit(rows.every((row) => row[3]) ? 0 : 1);
}

void main();
