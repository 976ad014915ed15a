// The fault switch: the next calls of the chosen methods answer as Telegram does when it limits, breaks or
// refuses (bodies as documented at https://core.telegram.org/bots/api#making-requests), or never answer.

export type FaultKind =
  | { kind: 'flood'; retryAfter: number }
  | { kind: 'server'; status?: 500 | 502 | 503 }
  | { kind: 'blocked' }
  | { kind: 'chat not found' }
  | { kind: 'unauthorized' }
  /** No answer: the request is held open until the fake closes (the caller's timeout decides). */
  | { kind: 'timeout' };

export interface Fault {
  fault: FaultKind;
  /** How many more calls it applies to. */
  remaining: number;
  methods: readonly string[];
}

export const SEND_METHODS = ['sendMessage', 'sendPhoto', 'sendDocument'] as const;

export interface ErrorAnswer {
  status: number;
  body: { ok: false; error_code: number; description: string; parameters?: { retry_after: number } };
}

export function apiError(status: number, description: string, retryAfter?: number): ErrorAnswer {
  return {
    status,
    body: { ok: false, error_code: status, description, ...(retryAfter !== undefined ? { parameters: { retry_after: retryAfter } } : {}) },
  };
}

/** The answer a fault gives; undefined for a timeout (no answer at all). */
export function faultAnswer(fault: FaultKind): ErrorAnswer | undefined {
  switch (fault.kind) {
    case 'flood':
      return apiError(429, `Too Many Requests: retry after ${fault.retryAfter}`, fault.retryAfter);
    case 'server':
      return apiError(fault.status ?? 502, fault.status === 500 ? 'Internal Server Error' : 'Bad Gateway');
    case 'blocked':
      return apiError(403, 'Forbidden: bot was blocked by the user');
    case 'chat not found':
      return apiError(400, 'Bad Request: chat not found');
    case 'unauthorized':
      return apiError(401, 'Unauthorized');
    case 'timeout':
      return undefined;
  }
}

export class FaultSwitch {
  private readonly queue: Fault[] = [];

  /** The next `times` calls of `methods` (the send methods by default) answer with this fault. */
  next(fault: FaultKind, times = 1, methods: readonly string[] = SEND_METHODS): void {
    this.queue.push({ fault, remaining: times, methods });
  }

  clear(): void {
    this.queue.length = 0;
  }

  /** Takes the fault that applies to this call, if any (first queued first). */
  take(method: string): FaultKind | undefined {
    const index = this.queue.findIndex((f) => f.methods.includes(method));
    if (index < 0) return undefined;
    const found = this.queue[index]!;
    found.remaining -= 1;
    if (found.remaining <= 0) this.queue.splice(index, 1);
    return found.fault;
  }
}
