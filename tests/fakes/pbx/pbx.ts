// A fake telephone system: it posts Zammad's generic CTI events (newCall, answer, hangup; notes
// channels.md §12) to a channel's webhook URL over real HTTP, as JSON or as form data with user[]
// repeated, like a PBX does. Scripts play whole calls (answered, missed, forwarded, outbound); every
// delivery is recorded and can be replayed, sent out of order, or sent with a wrong token.

export type CtiBody = Record<string, string | string[]>;
export type Format = 'json' | 'form';

export interface Delivery {
  body: CtiBody;
  format: Format;
  status: number;
  answer: string;
}

export interface Caller {
  from: string;
  to?: string;
}

/** The body as the telephone system encodes it: JSON, or form data with lists as key[] repeated. */
export function encode(body: CtiBody, format: Format): { contentType: string; payload: string } {
  if (format === 'json') return { contentType: 'application/json', payload: JSON.stringify(body) };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, item);
    else form.append(key, value);
  }
  return { contentType: 'application/x-www-form-urlencoded', payload: form.toString() };
}

export class FakePbx {
  readonly deliveries: Delivery[] = [];
  private calls = 0;
  private clock: number;

  /** url: the channel's full webhook URL, ?token= included, as an Administrator copies it. */
  constructor(
    private readonly url: string,
    private readonly format: Format = 'json',
    start = Date.now(),
  ) {
    this.clock = start;
  }

  newCallId(): string {
    this.calls += 1;
    return `pbx-${process.pid}-${Date.now().toString(36)}-${this.calls}`;
  }

  /** The telephone system's time for the next event, `seconds` after the last one. */
  private tick(seconds: number): string {
    this.clock += seconds * 1000;
    return new Date(this.clock).toISOString();
  }

  /** Posts one event (to another URL for a wrong token); answers the recorded delivery. */
  async post(body: CtiBody, options: { format?: Format; url?: string } = {}): Promise<Delivery> {
    const format = options.format ?? this.format;
    const { contentType, payload } = encode(body, format);
    const res = await fetch(options.url ?? this.url, { method: 'POST', headers: { 'Content-Type': contentType }, body: payload });
    const delivery = { body, format, status: res.status, answer: await res.text() };
    this.deliveries.push(delivery);
    return delivery;
  }

  /** The same delivery again, as a telephone system retrying after a timeout does. */
  replay(delivery: Delivery): Promise<Delivery> {
    return this.post(delivery.body, { format: delivery.format });
  }

  /** The same URL with another token (a stale copy, or a guess). */
  wrongTokenUrl(): string {
    const url = new URL(this.url);
    url.searchParams.set('token', 'not-the-secret');
    return url.toString();
  }

  newCall(callId: string, caller: Caller, users: string[] = [], direction: 'in' | 'out' = 'in'): CtiBody {
    return { event: 'newCall', callId, direction, from: caller.from, to: caller.to ?? '+4930555000', user: users, timestamp: this.tick(0) };
  }

  answer(callId: string, caller: Caller, agent: string, afterSeconds: number, direction: 'in' | 'out' = 'in'): CtiBody {
    return { event: 'answer', callId, direction, from: caller.from, to: caller.to ?? '+4930555000', user: [agent], answeringNumber: '+4930555010', timestamp: this.tick(afterSeconds) };
  }

  hangup(callId: string, caller: Caller, cause: string, afterSeconds: number, extra: CtiBody = {}, direction: 'in' | 'out' = 'in'): CtiBody {
    return { event: 'hangup', callId, direction, from: caller.from, to: caller.to ?? '+4930555000', cause, timestamp: this.tick(afterSeconds), ...extra };
  }

  /** A call an agent takes: rings 5 s, talks `talkSeconds`, ends normally with a recording. */
  async answeredCall(caller: Caller, agent: string, talkSeconds = 180): Promise<string> {
    const callId = this.newCallId();
    await this.post(this.newCall(callId, caller, [agent]));
    await this.post(this.answer(callId, caller, agent, 5));
    await this.post(this.hangup(callId, caller, 'normalClearing', talkSeconds, { recordingUrl: `https://pbx.example/recordings/${callId}.mp3` }));
    return callId;
  }

  /** A call nobody takes: rings, then the caller gives up (cancel), or it times out (noAnswer), or busy. */
  async missedCall(caller: Caller, cause: 'cancel' | 'noAnswer' | 'busy' = 'cancel', users: string[] = []): Promise<string> {
    const callId = this.newCallId();
    await this.post(this.newCall(callId, caller, users));
    await this.post(this.hangup(callId, caller, cause, 20));
    return callId;
  }

  /** A call the telephone system passes on elsewhere (a mobile, another queue): not missed. */
  async forwardedCall(caller: Caller): Promise<string> {
    const callId = this.newCallId();
    await this.post(this.newCall(callId, caller));
    await this.post(this.hangup(callId, caller, 'forwarded', 10));
    return callId;
  }

  /** An agent calls the customer from their desk phone: from is ours, to is the customer. */
  async outboundCall(customer: string, agent: string, talkSeconds = 60): Promise<string> {
    const callId = this.newCallId();
    const ends = { from: '+4930555010', to: customer };
    await this.post(this.newCall(callId, ends, [agent], 'out'));
    await this.post(this.answer(callId, ends, agent, 8, 'out'));
    await this.post(this.hangup(callId, ends, 'normalClearing', talkSeconds, {}, 'out'));
    return callId;
  }
}
