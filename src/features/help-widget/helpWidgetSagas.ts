import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { HelpWidgetLoader } from './helpWidgetLoader';
import { helpWidgetLoaded, helpWidgetToggled, selectHelpWidget, type HelpWidgetState } from './helpWidgetSlice';

export interface HelpWidgetDeps {
  helpWidget?: HelpWidgetLoader;
}

export function* helpWidgetSaga() {
  const loader: HelpWidgetLoader | undefined = yield getContext('helpWidget');
  if (!loader) return;
  yield takeEvery(helpWidgetToggled.type, function* mirrorOpen() {
    const { open }: HelpWidgetState = yield select(selectHelpWidget);
    loader.setOpen?.(open);
  });
  try {
    const info: { caption?: string } = yield call([loader, loader.load]);
    yield put(helpWidgetLoaded(info));
  } catch {
    // A widget that fails to load leaves the button disabled; nothing else depends on it.
  }
}
