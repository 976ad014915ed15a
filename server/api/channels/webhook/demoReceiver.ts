import type { ApiConfig } from '../../config';

/**
 * The demo workspace's storefront: its webhook channel replies to this route of the api itself, which
 * checks the signature as a real receiver must and takes the reply, so a newcomer sees replies turn
 * 'sent'. It is the api's own address, not PUBLIC_URL: the api always reaches itself, while the public
 * address may not be reachable from the server (TLS in front, no hairpin routing).
 */
export function demoReceiverUrl(config: Pick<ApiConfig, 'host' | 'port'>, publicId: string): string {
  const host = config.host === '0.0.0.0' || config.host === '' ? '127.0.0.1' : config.host === '::' ? '[::1]' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}/v2/api/channels/webhook/${encodeURIComponent(publicId)}/demo-receiver`;
}
