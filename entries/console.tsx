import { createRoot } from 'react-dom/client';
import { ConsoleApp } from '../src/app/console/ConsoleApp';
import { makeConsoleStore } from '../src/app/console/consoleStore';
import { preloadPage } from '../src/app/console/pages/preloadPage';
import { CONSOLE_PAGES } from '../src/app/console/pages/registry';
import '../src/app/styles/console.css';
import { windowLocation } from '../src/services/browserLocation';
import { systemClock } from '../src/services/clock';
import { createHttpClient } from '../src/services/http';
import { consoleActivity } from '../src/features/progress/activity';
import { createMaintenanceWatch, observeHttp } from '../src/features/maintenance/maintenanceWatch';
import { createLogger } from '../src/services/logger';
import { createWebStorage } from '../src/services/storage';
import { browserStorage } from '../src/features/guide/seenCache';
import { createAnimationFrames } from '../src/services/animationFrame';
import { browserNotifier } from '../src/services/notifier';
import { createSocket } from '../src/services/socket';
import { createSound, MESSAGE_SOUND_URL } from '../src/services/sound';
import { documentVisibility } from '../src/services/visibility';
import { createTabLock } from '../src/services/tabLock';
import { createTabHandOff } from '../src/services/tabHandOff';
import { createWebchatHelpWidget } from '../src/features/help-widget/webchatHelpWidget';

// The page at this address is fetched beside the shell's first calls, not after them.
preloadPage(CONSOLE_PAGES, window.location.pathname);

const maintenanceWatch = createMaintenanceWatch();
const store = makeConsoleStore({
  http: createHttpClient(undefined, observeHttp(consoleActivity, maintenanceWatch)),
  logger: createLogger(),
  storage: createWebStorage(),
  location: windowLocation,
  guideStorage: browserStorage,
  bearerHttp: (token: string) => {
    const client = createHttpClient();
    client.setDefaultHeader?.('Authorization', `Bearer ${token}`);
    return client;
  },
  clock: systemClock,
  socket: createSocket,
  frames: createAnimationFrames(),
  notifier: browserNotifier,
  sound: createSound(),
  messageSound: createSound(MESSAGE_SOUND_URL),
  visibility: documentVisibility,
  tabLock: createTabLock(),
  tabHandOff: createTabHandOff(),
  helpWidget: createWebchatHelpWidget(),
});

maintenanceWatch.connect(store.dispatch);

createRoot(document.getElementById('root')!).render(<ConsoleApp store={store} />);
