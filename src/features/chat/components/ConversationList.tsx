import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { VirtualList } from '../../../components/VirtualList';
import type { ConversationStatus } from '../../../domain/inbox';
import { listFooter } from '../../../domain/infiniteList';
import { CONVERSATION_STATUS_LABELS } from '../../../domain/statusLabels';
import { selectUser, selectWorkspace } from '../../auth/authSlice';
import {
  SCOPE_LABELS,
  defaultView,
  scopesFor,
  type ChatScope,
  type ListView,
} from '../../conversations/conversationListRules';
import {
  conversationListRequested,
  moreConversationsRequested,
  selectConversationList,
} from '../../conversations/conversationListSlice';
import { useDebouncedText } from '../../../components/useDebouncedText';
import { ChatSettingsToggle } from './ChatSettingsToggle';
import { ConversationRow } from './ConversationRow';
import { useListKeys } from '../../keyboard/useListKeys';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

const ROW_HEIGHT = 84;
const trimText = (text: string) => text.trim();
const STATUSES: ConversationStatus[] = ['open', 'resolved'];

export function ConversationList({ openId }: { openId: string | null }) {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const me = usePageSelector(selectUser);
  const role = usePageSelector(selectWorkspace)?.role;
  const list = usePageSelector(selectConversationList);
  const meId = me?.id ?? null;
  const scopes = scopesFor(role);
  const view = list.view && scopes.includes(list.view.scope) ? list.view : defaultView(role);

  const show = useCallback((next: ListView) => meId && dispatch(conversationListRequested({ view: next, meId })), [dispatch, meId]);

  // Read afresh on every visit, in the view left last time (the role's start view for a new user).
  useEffect(() => {
    if (meId) show(list.meId === meId && list.view && scopes.includes(list.view.scope) ? list.view : defaultView(role));
    // Only who is signed in decides; the list's own state changing must not read it again.
  }, [meId, role]);

  // The api searches (contact and every message's text): once typing pauses, the view is read again.
  const [q, setQ] = useDebouncedText(view.q ?? '', (text) => show({ ...view, q: text.trim() }), trimText);
  const loadMore = useCallback(() => dispatch(moreConversationsRequested()), [dispatch]);
  const open = useCallback((id: string) => navigate(`/app/chat?conversation=${encodeURIComponent(id)}`), [navigate]);
  const keys = useListKeys({ ids: list.ids, openId, onOpen: open });
  const footer = listFooter({ status: list.status, moreStatus: list.moreStatus, count: list.ids.length, nextCursor: list.nextCursor });

  return (
    <div className="chat-list">
      <div className="chat-list__filters">
        <div className="segmented" role="group" aria-label="Status">
          {STATUSES.map((status) => (
            <button key={status} type="button" aria-pressed={view.status === status} onClick={() => show({ ...view, status })}>
              {CONVERSATION_STATUS_LABELS[status]}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label="Assigned to">
          {scopes.map((scope: ChatScope) => (
            <button key={scope} type="button" aria-pressed={view.scope === scope} onClick={() => show({ ...view, scope })}>
              {SCOPE_LABELS[scope]}
            </button>
          ))}
        </div>
        <label className="chat-list__search">
          <span>Search conversations</span>
          <input type="search" value={q} placeholder="Name, e-mail, phone or message…" onChange={(event) => setQ(event.currentTarget.value)} />
        </label>
        {role === 'Administrator' ? <ChatSettingsToggle /> : null}
        <p className="chat-list__count" aria-live="polite">
          {list.status === 'succeeded' ? `${list.total} ${list.total === 1 ? 'conversation' : 'conversations'}` : '\u00a0'}
        </p>
      </div>
      <div className="chat-list__rows" ref={keys.ref}>
        <VirtualList
          ids={list.ids}
          rowHeight={ROW_HEIGHT}
          label="Conversations"
          idPrefix="conversation"
          openId={openId}
          onOpen={open}
          activeId={keys.activeId}
          onActiveChange={keys.onActiveChange}
          onEndReached={loadMore}
          renderRow={(id) => <ConversationRow id={id} />}
          footer={
            <div className="list-footer" role="status">
              {footer.kind === 'loading' ? (
                <span className="spinner" aria-label="Loading" />
              ) : footer.kind === 'more' ? (
                <button type="button" className="btn btn--text" onClick={loadMore}>
                  Load more
                </button>
              ) : footer.kind === 'error' ? (
                <>
                  <span>{footer.text}</span>
                  <button type="button" className="btn btn--text" onClick={() => (list.status === 'failed' ? show(view) : loadMore())}>
                    Try again
                  </button>
                </>
              ) : (
                <span>{footer.text}</span>
              )}
            </div>
          }
        />
      </div>
    </div>
  );
}
