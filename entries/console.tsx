import { createRoot } from 'react-dom/client';
import { ConsoleApp } from '../src/app/console/ConsoleApp';
import { makeConsoleStore } from '../src/app/console/consoleStore';
import '../src/app/styles/console.css';
import { windowLocation } from '../src/services/browserLocation';
import { systemClock } from '../src/services/clock';
import { createHttpClient } from '../src/services/http';

const store = makeConsoleStore({ http: createHttpClient(), location: windowLocation, clock: systemClock });

createRoot(document.getElementById('root')!).render(<ConsoleApp store={store} />);
