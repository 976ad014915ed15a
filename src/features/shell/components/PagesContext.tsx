import { createContext, useContext } from 'react';
import { useSelector } from 'react-redux';
import { selectAuth } from '../../auth/authSlice';
import { selectWebchatProduct } from '../../config/configSlice';
import type { ConsolePage } from '../pageTypes';
import { visibleNavItems, type NavItem } from '../shellRules';

/**
 * The console's page registry, handed down by the app (imports flow app → features, so features do not
 * import it): the drawer, the home page's areas and the command palette read their entries from it.
 */
export const PagesContext = createContext<readonly ConsolePage[]>([]);

/** The drawer's entries this member may see. */
export function useVisibleNavItems(): NavItem[] {
  const pages = useContext(PagesContext);
  const product = useSelector(selectWebchatProduct);
  const { access } = useSelector(selectAuth);
  return visibleNavItems(pages, product, access);
}
