import { createContext, useContext } from 'react';
import { selectAuth } from '../../auth/authSlice';
import { selectWebchatProduct } from '../../config/configSlice';
import type { ConsolePage } from '../pageTypes';
import { visibleNavItems, type NavItem } from '../shellRules';
import { useAppSelector } from '../../../app/hooks';

/**
 * The console's page registry, handed down by the app (imports flow app → features, so features do not
 * import it): the drawer, the home page's areas and the command palette read their entries from it.
 */
export const PagesContext = createContext<readonly ConsolePage[]>([]);

/** The drawer's entries this member may see. */
export function useVisibleNavItems(): NavItem[] {
  const pages = useContext(PagesContext);
  const product = useAppSelector(selectWebchatProduct);
  const { access } = useAppSelector(selectAuth);
  return visibleNavItems(pages, product, access);
}
