import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { DataResponse, TicketDetail } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { readFailed } from '../errors/callApi';
import { ticketSlaReceived, ticketSlaRefreshRequested } from './ticketDetailSlice';
import { ticketsApi } from './ticketsApi';

/**
 * The open ticket's SLA clocks read again after a change of its summary's SLA or status ('ticket updated'
 * carries the summary, not the clocks), without reloading the rest of the pane. A failed read keeps the
 * clocks shown: the countdown goes on from them.
 */
export function* ticketSlaSaga() {
  yield takeLatest(ticketSlaRefreshRequested.type, function* ({ payload: id }: PayloadAction<string>) {
    const http: HttpClient = yield getContext('http');
    try {
      const answer: DataResponse<TicketDetail> = yield call(ticketsApi.get, http, id);
      yield put(ticketSlaReceived({ id, sla: answer.data.sla ?? null }));
    } catch (error) {
      yield* readFailed(error);
    }
  });
}
