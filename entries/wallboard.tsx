import { createRoot } from 'react-dom/client';
import { WallboardApp } from '../src/app/wallboard/WallboardApp';
import '../src/app/styles/wallboard.css';

createRoot(document.getElementById('root')!).render(<WallboardApp />);
