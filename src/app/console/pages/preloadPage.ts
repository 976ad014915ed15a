import { DEFAULT_CONFIG } from '../../../features/config/configRules';
import { matchPage } from '../../../features/shell/pageRules';
import type { ConsolePage } from '../../../features/shell/pageTypes';
import { ROUTER_BASE_PATH } from '../../routerBase';

/**
 * Starts fetching the module of the page the console opens at, beside the first load's own work (the
 * session check, the configuration), instead of after them. The page's lazy component asks for the same
 * module later and gets it from the bundler's cache; a failure here is left to that later request.
 */
export function preloadPage(pages: readonly ConsolePage[], pathname: string): boolean {
  if (!pathname.startsWith(`${ROUTER_BASE_PATH}/`)) return false;
  // The configuration (and its product code) has not arrived yet: the default one is good enough to guess.
  const load = matchPage(pages, pathname.slice(ROUTER_BASE_PATH.length), DEFAULT_CONFIG.webchatProduct)?.page.load;
  if (!load) return false;
  load().catch(() => undefined);
  return true;
}
