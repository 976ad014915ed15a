import { createRoot } from 'react-dom/client';
import { LandingApp } from '../src/app/landing/LandingApp';
import { makeLandingStore } from '../src/app/landing/landingStore';
import '../src/app/styles/landing.css';
import { createHttpClient } from '../src/services/http';

const store = makeLandingStore({ http: createHttpClient() });

createRoot(document.getElementById('root')!).render(<LandingApp store={store} />);
