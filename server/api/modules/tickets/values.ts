export const CHANNEL_PATTERN = /^[A-Z0-9_]{2,40}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_CHANNEL = 'WEBHOOK';
