import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import { configFailed, configReceived, maintenanceDetected, selectConfig, selectConfigSettled, type ConfigState } from '../config/configSlice';
import type { HelpWidgetLoader } from './helpWidgetLoader';
import { helpWidgetClosed, helpWidgetLoaded, helpWidgetToggled, selectHelpWidget, type HelpWidgetState } from './helpWidgetSlice';

export interface HelpWidgetDeps {
  helpWidget?: HelpWidgetLoader;
}

/** Closes made inside the chat window, as actions. */
function closes(loader: HelpWidgetLoader): EventChannel<ReturnType<typeof helpWidgetClosed>> {
  return eventChannel((emit) => loader.onClosed?.(() => emit(helpWidgetClosed())) ?? (() => undefined));
}

export function* helpWidgetSaga() {
  const loader: HelpWidgetLoader | undefined = yield getContext('helpWidget');
  if (!loader) return;
  // The support channel comes with the runtime configuration.
  const settled: boolean = yield select(selectConfigSettled);
  if (!settled) yield take([configReceived.type, configFailed.type, maintenanceDetected.type]);
  const { webchatSupportChannel }: ConfigState['value'] = yield select(selectConfig);
  if (!webchatSupportChannel) return;

  yield takeEvery(helpWidgetToggled.type, function* mirrorOpen() {
    const { open }: HelpWidgetState = yield select(selectHelpWidget);
    loader.setOpen?.(open);
  });
  try {
    const info: { caption?: string } = yield call([loader, loader.load], webchatSupportChannel);
    yield put(helpWidgetLoaded(info));
  } catch {
    // A widget that fails to load leaves the button disabled; nothing else depends on it.
    return;
  }
  const closed: EventChannel<ReturnType<typeof helpWidgetClosed>> = yield call(closes, loader);
  try {
    while (true) {
      const action: ReturnType<typeof helpWidgetClosed> = yield take(closed);
      yield put(action);
    }
  } finally {
    closed.close();
  }
}
