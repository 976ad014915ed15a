import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ContactRequest, ContactResponse } from '../../domain/api';
import type { HttpClient } from '../../services/http';
import { contactApi } from './contactApi';
import { DEFAULT_CONFIRMATION, contactFailure } from './contactRules';
import { contactFailed, contactSubmitted, contactSucceeded } from './contactSlice';

export function* contactSaga() {
  yield takeLeading(contactSubmitted.type, send);
}

function* send(action: PayloadAction<ContactRequest>) {
  const http: HttpClient = yield getContext('http');
  try {
    const answer: ContactResponse = yield call(contactApi.send, http, action.payload);
    yield put(contactSucceeded(answer.message || DEFAULT_CONFIRMATION));
  } catch (error) {
    yield put(contactFailed(contactFailure(error)));
  }
}
