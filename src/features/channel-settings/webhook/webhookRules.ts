// The webhook channel's extras on the generic channel page: where the Administrator's system sends
// customer messages (through the edge, so under this origin).

export function inboundUrl(origin: string, publicId: string): string {
  return `${origin}/v2/api/channels/webhook/${publicId}/messages`;
}
