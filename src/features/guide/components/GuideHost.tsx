import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'wouter';
import { selectUser, selectWorkspace } from '../../auth/authSlice';
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
  useEffect(() => {
    dispatch(routeEntered({ path }));
  }, [path, userId, workspaceId, dispatch]);
  return <GuideDialog />;
}
