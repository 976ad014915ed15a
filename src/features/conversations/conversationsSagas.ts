import { fork } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import { chatDeskSaga } from './chatDeskSagas';
import { conversationListSaga } from './conversationListSagas';
import { openConversationSaga } from './openConversationSagas';

export interface ConversationsDeps {
  http: HttpClient;
}

export function* conversationsSaga() {
  yield fork(conversationListSaga);
  yield fork(openConversationSaga);
  yield fork(chatDeskSaga);
}
