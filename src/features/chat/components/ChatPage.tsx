import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { conversationClosed, conversationOpened } from '../../conversations/openConversationSlice';
import { directoryNeeded } from '../../directory/directorySlice';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import './chat.css';
import { useAppDispatch } from '../../../app/hooks';

/** /app/chat: the live list beside the open conversation (?conversation=<id>). */
export function ChatPage() {
  useDocumentTitle('Chat');
  const dispatch = useAppDispatch();
  const openId = new URLSearchParams(useSearch()).get('conversation');

  useEffect(() => {
    dispatch(directoryNeeded());
    return () => {
      dispatch(conversationClosed());
    };
  }, [dispatch]);

  useEffect(() => {
    dispatch(openId ? conversationOpened({ id: openId }) : conversationClosed());
  }, [dispatch, openId]);

  return (
    <section className={`chat${openId ? ' chat--open' : ''}`} aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        Chat
      </h1>
      <ConversationList openId={openId} />
      {openId ? (
        <ConversationPane key={openId} id={openId} />
      ) : (
        <div className="chat__placeholder">
          <p>Choose a conversation to read and answer it.</p>
        </div>
      )}
    </section>
  );
}
