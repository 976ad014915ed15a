import { chatDeskSlice } from '../conversations/chatDeskSlice';
import { conversationListSlice } from '../conversations/conversationListSlice';
import { conversationsSaga } from '../conversations/conversationsSagas';
import { openConversationSlice } from '../conversations/openConversationSlice';
import { alertReadsSaga } from '../notifications/alertReadsSagas';
import { presenceSaga } from '../presence/presenceSagas';
import { presenceSlice } from '../presence/presenceSlice';
import { customMessagesPageSaga } from '../custom-messages/customMessagesSagas';
import { customMessagesPageSlice } from '../custom-messages/customMessagesSlice';
import { routingPanelSaga } from '../routing/routingPanelSagas';
import { routingPanelSlice } from '../routing/routingPanelSlice';
import type { PageModule, SliceState } from '../shell/pageTypes';
import { ChatPage } from './components/ChatPage';

/** The chat page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = {
  Page: ChatPage,
  // The composer's 'My canned replies' saves through the custom-message page's slice and saga; the
  // Routing panel (Administrators) brings the routing feature's.
  slices: [conversationListSlice, openConversationSlice, chatDeskSlice, presenceSlice, customMessagesPageSlice, routingPanelSlice],
  sagas: [conversationsSaga, presenceSaga, alertReadsSaga, customMessagesPageSaga, routingPanelSaga],
};

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends
    SliceState<typeof conversationListSlice>,
    SliceState<typeof openConversationSlice>,
    SliceState<typeof chatDeskSlice>,
    SliceState<typeof presenceSlice>,
    SliceState<typeof routingPanelSlice> {}
}
