import { useContext, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'wouter';
import { selectUser, selectWorkspace } from '../../auth/authSlice';
import { selectWebchatProduct } from '../../config/configSlice';
import { PagesContext } from '../../shell/components/PagesContext';
import { matchPage } from '../../shell/pageRules';
import { routeEntered } from '../guideSlice';
import { GuideDialog } from './GuideDialog';

/**
 * Lives in the app layout's dialog host: tells the guide saga about each page entered, shows the guide.
 * A change of user or workspace counts as entering the page again, since the seen list is theirs.
 */
export function GuideHost() {
  const dispatch = useDispatch();
  const [path] = useLocation();
  const userId = useSelector(selectUser)?.id;
  const workspaceId = useSelector(selectWorkspace)?.id;
  const product = useSelector(selectWebchatProduct);
  // The guide is the one the page declares in the console's page registry.
  const guide = matchPage(useContext(PagesContext), path, product)?.page.guide ?? null;
  useEffect(() => {
    dispatch(routeEntered({ path, guide }));
  }, [path, guide, userId, workspaceId, dispatch]);
  return <GuideDialog />;
}
