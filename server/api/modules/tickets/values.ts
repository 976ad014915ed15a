import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';

export const TICKET_STATUSES = ['unassigned', 'new', 'unsolved', 'hold', 'solved'] as const satisfies readonly TicketStatusValue[];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const satisfies readonly TicketPriorityValue[];
export const CHANNEL_PATTERN = /^[A-Z0-9_]{2,40}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_CHANNEL = 'WEBHOOK';
