// The runtime configuration (GET /v2/api/config): read defensively, because a deployment may answer
// an older shape, and a missing field must fall back to the safe value rather than crash the console.

import type { RuntimeConfig, RuntimeConfigMe } from '../../domain/api';
import { isRecord } from '../../domain/validation';
import { PUBLIC_ID_PATTERN } from '../../domain/webchat';

export type { RuntimeConfig };
export type ConfigMe = RuntimeConfigMe;

/** Used until the server answers, and when it cannot: every guard off, nobody privileged. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  billingGuard: false,
  helpCenterHost: '',
  webchatProduct: 'OMNI',
  webchatSupportChannel: null,
  maintenance: false,
  me: null,
};

const PRODUCT_CODE = /^[A-Z0-9]{1,32}$/;

/** The configuration in an answer, or null when the answer is not one. */
export function parseConfig(answer: unknown): RuntimeConfig | null {
  if (!isRecord(answer) || answer.result !== 'success' || !isRecord(answer.data)) return null;
  const data = answer.data;
  const me = isRecord(data.me)
    ? {
        developer: data.me.developer === true,
        spectator: data.me.spectator === true,
        serviceAccount: data.me.serviceAccount === true,
        spectating: data.me.spectating === true,
      }
    : null;
  return {
    billingGuard: data.billingGuard === true,
    helpCenterHost: typeof data.helpCenterHost === 'string' ? data.helpCenterHost.replace(/\/+$/, '') : '',
    // It names a route (/settings/channel/CHAT{product}WEBCHAT), so only a plain code is accepted.
    webchatProduct:
      typeof data.webchatProduct === 'string' && PRODUCT_CODE.test(data.webchatProduct)
        ? data.webchatProduct
        : DEFAULT_CONFIG.webchatProduct,
    // It goes into the help widget's frame url, so only a public id is accepted.
    webchatSupportChannel:
      typeof data.webchatSupportChannel === 'string' && PUBLIC_ID_PATTERN.test(data.webchatSupportChannel) ? data.webchatSupportChannel : null,
    maintenance: data.maintenance === true,
    me,
  };
}

/** Spec §5/§9: the api (or the edge in front of it) answers 503 with code 'maintenance' while it is on. */
export function isMaintenanceAnswer(status: number, code: string | null): boolean {
  return status === 503 && code === 'maintenance';
}
