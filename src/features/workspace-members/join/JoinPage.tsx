import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { StatusScreen } from '../../../components/StatusScreen';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { joinOpened, selectJoin } from './joinSlice';

/** /onboarding/join?token=…: where an invitation's link lands; it joins and goes on to the console. */
export function JoinPage() {
  useDocumentTitle('Join a workspace');
  const dispatch = useAppDispatch();
  const { status, invitation } = usePageSelector(selectJoin);

  useEffect(() => {
    dispatch(joinOpened(new URLSearchParams(window.location.search).get('token') ?? ''));
  }, [dispatch]);

  if (status === 'joined') return <Redirect to="/home" replace />;
  if (status === 'stopped') return <StatusScreen text="The workspace could not be joined." />;
  return <StatusScreen text={invitation ? `Joining ${invitation.workspaceName}…` : 'Checking your invitation…'} />;
}
