import { useEffect } from 'react';
import { chatSettingsChangeRequested, chatSettingsNeeded, selectChatDesk, type ChatDeskState } from '../../conversations/chatDeskSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

/** The workspace's chat settings, for Administrators: kept here, where their effect is seen. */
export function ChatSettingsToggle() {
  const dispatch = useAppDispatch();
  const desk = usePageSelector((state: { chatDesk: ChatDeskState }) => selectChatDesk(state));

  useEffect(() => {
    dispatch(chatSettingsNeeded());
  }, [dispatch]);

  return (
    <details className="chat-settings">
      <summary>Chat settings</summary>
      <label>
        <input
          type="checkbox"
          checked={desk.settings?.assignOnReply ?? true}
          disabled={!desk.settings || desk.saving}
          onChange={(event) => dispatch(chatSettingsChangeRequested({ assignOnReply: event.currentTarget.checked }))}
        />
        <span>Answering an unassigned conversation assigns it to the agent who answered</span>
      </label>
    </details>
  );
}
