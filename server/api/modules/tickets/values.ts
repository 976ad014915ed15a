export const CHANNEL_PATTERN = /^[A-Z0-9_]{2,40}$/;
export const DEFAULT_CHANNEL = 'WEBHOOK';
