import { API_BASE, type AvailableFeaturesResponse, type BillingStatusResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';

/** What /billing/status answers beyond spec §7: the workspace's quota, used for the low-quota warnings. */
export interface BillingQuota {
  agents: number;
  mau: number;
  mauAvailable: number;
  conversations: number;
  conversationsAvailable: number;
}

export type BillingStatusAnswer = BillingStatusResponse & { quota?: BillingQuota };

export const billingApi = {
  fetchStatus: (http: HttpClient, workspace: string) => http.post<BillingStatusAnswer>(`${API_BASE}/billing/status`, { workspace }),
  setDefault: (http: HttpClient, workspace: string) => http.post<{ result: 'success' }>(`${API_BASE}/billing/default`, { workspace }),
  // The path is spelled as the specification spells it.
  fetchAvailableFeatures: (http: HttpClient, botid: string) =>
    http.post<AvailableFeaturesResponse>(`${API_BASE}/api/workspace/availabe-features`, { botid, type: 'conversation' }),
};
