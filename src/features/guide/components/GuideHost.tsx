import { lazy, useContext, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'wouter';
import { selectUser, selectWorkspace } from '../../auth/authSlice';
import { selectWebchatProduct } from '../../config/configSlice';
import { PagesContext } from '../../shell/components/PagesContext';
import { matchPage } from '../../shell/pageRules';
import { MountWhenNeeded } from '../../../components/MountWhenNeeded';
import { routeEntered, selectActiveGuide } from '../guideSlice';

// Most visits find their guide seen: the carousel's code comes when a guide first opens.
const GuideDialog = lazy(() => import('./GuideDialog').then((m) => ({ default: m.GuideDialog })));

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
  const open = useSelector(selectActiveGuide) !== null;
  return (
    <MountWhenNeeded needed={open}>
      <GuideDialog />
    </MountWhenNeeded>
  );
}
