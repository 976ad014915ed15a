import type { Dispatch } from '@reduxjs/toolkit';
import type { ApiError, HttpActivity } from '../../services/http';
import { isMaintenanceAnswer } from '../config/configRules';
import { maintenanceDetected } from '../config/configSlice';

/**
 * Spec §5: maintenance on sends the console to /maintenance. Many calls handle their own failures
 * (polls, settings reads), so the http client reports every failure here and a maintenance 503 from
 * any of them turns the flag on. The store is connected after it is made (the client is made first).
 */
export function createMaintenanceWatch() {
  let dispatch: Dispatch | null = null;
  return {
    connect(storeDispatch: Dispatch) {
      dispatch = storeDispatch;
    },
    failed(error: ApiError) {
      if (isMaintenanceAnswer(error.status, error.code)) dispatch?.(maintenanceDetected());
    },
  };
}

/** One observer for the http client from several: the progress bar's counter and the maintenance watch. */
export function observeHttp(activity: HttpActivity, watch: { failed(error: ApiError): void }): HttpActivity {
  return {
    started: () => activity.started(),
    finished: () => activity.finished(),
    failed: (error) => {
      activity.failed?.(error);
      watch.failed(error);
    },
  };
}
