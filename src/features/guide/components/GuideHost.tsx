import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'wouter';
import { routeEntered } from '../guideSlice';
import { GuideDialog } from './GuideDialog';

/** Lives in the app layout's dialog host: tells the guide saga about each page entered, shows the guide. */
export function GuideHost() {
  const dispatch = useDispatch();
  const [path] = useLocation();
  useEffect(() => {
    dispatch(routeEntered({ path }));
  }, [path, dispatch]);
  return <GuideDialog />;
}
