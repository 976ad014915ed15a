import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { RecoveryCodesAnswer, TwoFactorEnrolment, TwoFactorStatus } from '../../domain/twoFactor';
import type { HttpClient } from '../../services/http';

const BASE = `${API_BASE}/two-factor`;

export const twoFactorApi = {
  status: (http: HttpClient) => http.get<DataResponse<TwoFactorStatus>>(BASE),
  enrol: (http: HttpClient) => http.post<DataResponse<TwoFactorEnrolment>>(`${BASE}/enrol`, {}),
  confirm: (http: HttpClient, code: string) => http.post<DataResponse<RecoveryCodesAnswer>>(`${BASE}/confirm`, { code }),
  turnOff: (http: HttpClient, body: { password: string; code: string }) => http.post<DataResponse<TwoFactorStatus>>(`${BASE}/disable`, body),
  newCodes: (http: HttpClient, password: string) => http.post<DataResponse<RecoveryCodesAnswer>>(`${BASE}/recovery-codes`, { password }),
};
