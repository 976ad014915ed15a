import { useEffect } from 'react';
import { StatusScreen } from '../../../components/StatusScreen';
import { logoutRequested } from '../authSlice';
import { useAppDispatch } from '../../../app/hooks';

export function LogoutPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(logoutRequested());
  }, [dispatch]);
  return <StatusScreen text="Signing you out…" />;
}
