// /v2/webchat.js: the one script a website embeds, <script src=".../v2/webchat.js" data-channel="…" async>.
import { PUBLIC_ID_PATTERN } from '../src/domain/webchat';
import { widgetOrigin } from '../src/webchat/loader/loaderRules';
import { mountWidget } from '../src/webchat/loader/mountWidget';

const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[data-channel][src*="/v2/webchat.js"]');
const channel = script?.dataset.channel ?? '';
const origin = script ? widgetOrigin(script.src) : undefined;
const marker = `webchat-frame-${channel}`;

// A second copy of the tag (or of the script) must not add a second launcher.
if (origin && PUBLIC_ID_PATTERN.test(channel) && !document.getElementById(marker)) {
  const start = () => mountWidget({ origin, channel, launcher: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
