import { startChatWindow } from '../src/webchat/frame';
import '../src/webchat/webchat.css';

startChatWindow(document.getElementById('root')!, window.location, window);
