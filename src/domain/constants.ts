// Business constants of spec §9, in one place.

export const ROUTER_BASE = '/v2/';

export const SOCKET_OPTIONS = { reconnection: true, timeout: 3000, transports: ['websocket'] } as const;

export const DISCONNECT_POPUP_MS = 90_000;
export const NOTIFICATION_MIN_GAP_MS = 2_000;
export const NOTIFICATION_SHOWN_MS = 5_000;
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5_000 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const FETCH_MIN_DELAY_MS = 200;
export const BILLING_STATUS_POLL_MS = 180_000;
export const BILLING_DIALOG_CHECK_MS = 10_800_000;
export const BILLING_DIALOG_MAX_WIDTH = 315;
export const POPOVER = { defaultContentWidth: 250, leftNudge: 52, delayMs: 0 } as const;
export const LOW_QUOTA_THRESHOLDS = [0, 50, 100] as const;
export const PACKAGE_EXPIRY_WARNING_DAYS = [0, 3, 7] as const;
export const VERIFICATION_RESEND_COOLDOWN_MS = 30_000;
export const TOOLTIP_DELAY_MS = 1_000;
export const NAME_MAX_LENGTH = 50;
export const PLAYER_SIZE = { width: 450, height: 250 } as const;
export const PROFILE_MENU_WIDTH = { overview: 320, edit: 428 } as const;
