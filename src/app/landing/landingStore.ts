import type { StateFromReducersMapObject } from '@reduxjs/toolkit';
import { contactSaga } from '../../features/contact/contactSagas';
import { contactSlice } from '../../features/contact/contactSlice';
import { pricingSaga } from '../../features/pricing/pricingSagas';
import { pricingSlice } from '../../features/pricing/pricingSlice';
import type { HttpClient } from '../../services/http';
import { makeStore } from '../makeStore';

// Public pages: two request/answer sagas, no socket, no polling.
export const landingReducer = { pricing: pricingSlice.reducer, contact: contactSlice.reducer };

export type LandingState = StateFromReducersMapObject<typeof landingReducer>;
export interface LandingDeps {
  http: HttpClient;
}

export function makeLandingStore(deps: LandingDeps, preloadedState?: Partial<LandingState>) {
  return makeStore({ reducer: landingReducer, deps, sagas: [pricingSaga, contactSaga], preloadedState });
}

export type LandingStore = ReturnType<typeof makeLandingStore>;
export type LandingDispatch = LandingStore['dispatch'];
