import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import type { PricingResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { pricingApi } from './pricingApi';
import { pickOffer } from './pricingRules';
import { pricingFailed, pricingReceived, pricingRequested } from './pricingSlice';

export const PRICING_ERROR = 'The prices could not be loaded.';

export function* pricingSaga() {
  yield takeLeading(pricingRequested.type, loadPricing);
}

function* loadPricing() {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<PricingResponse> = yield call(attempt, () => pricingApi.fetchPricing(http));
  if (outcome.ok && outcome.value.data) {
    yield put(pricingReceived(pickOffer(outcome.value.data)));
  } else {
    yield put(pricingFailed(PRICING_ERROR));
  }
}
