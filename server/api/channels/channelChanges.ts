// A count of channel changes made by this api instance: the webhook route reuses a channel it read for
// a second (inbound/routes.ts), and drops that at once when a channel changes here (turned off, secret
// rotated, settings saved). Another instance's change reaches it when the second is over.

let generation = 0;

export function channelsChanged(): void {
  generation += 1;
}

export function channelChangeCount(): number {
  return generation;
}
