import { createRoot } from 'react-dom/client';
import { SatisfactionApp } from '../src/app/satisfaction/SatisfactionApp';
import '../src/app/styles/public.css';

createRoot(document.getElementById('root')!).render(<SatisfactionApp />);
