import { lazy, useContext, useEffect } from 'react';
import { useLocation } from 'wouter';
import { selectUser, selectWorkspace } from '../../auth/authSlice';
import { selectWebchatProduct } from '../../config/configSlice';
import { PagesContext } from '../../shell/components/PagesContext';
import { matchPage } from '../../shell/pageRules';
import { MountWhenNeeded } from '../../../components/MountWhenNeeded';
import { routeEntered, selectActiveGuide } from '../guideSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

// Most visits find their guide seen: the carousel's code comes when a guide first opens.
const GuideDialog = lazy(() => import('./GuideDialog').then((m) => ({ default: m.GuideDialog })));

/**
 * Lives in the app layout's dialog host: tells the guide saga about each page entered, shows the guide.
 * A change of user or workspace counts as entering the page again, since the seen list is theirs.
 */
export function GuideHost() {
  const dispatch = useAppDispatch();
  const [path] = useLocation();
  const userId = useAppSelector(selectUser)?.id;
  const workspaceId = useAppSelector(selectWorkspace)?.id;
  const product = useAppSelector(selectWebchatProduct);
  // The guide is the one the page declares in the console's page registry.
  const guide = matchPage(useContext(PagesContext), path, product)?.page.guide ?? null;
  useEffect(() => {
    dispatch(routeEntered({ path, guide }));
  }, [path, guide, userId, workspaceId, dispatch]);
  const open = useAppSelector(selectActiveGuide) !== null;
  return (
    <MountWhenNeeded needed={open}>
      <GuideDialog />
    </MountWhenNeeded>
  );
}
