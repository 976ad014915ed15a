import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { StatusScreen } from '../../../components/StatusScreen';
import { logoutRequested } from '../authSlice';

export function LogoutPage() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(logoutRequested());
  }, [dispatch]);
  return <StatusScreen text="Signing you out…" />;
}
