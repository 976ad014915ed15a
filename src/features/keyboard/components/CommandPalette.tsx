import { Dialog } from 'primereact/dialog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pathAllowed } from '../../../domain/access';
import { selectAuth } from '../../auth/authSlice';
import { contactHref } from '../../contacts/contactViewRules';
import { assignRequested, reopenRequested, resolveRequested } from '../../conversations/openConversationSlice';
import { directoryNeeded, selectMembers } from '../../directory/directorySlice';
import { useVisibleNavItems } from '../../shell/components/PagesContext';
import { ticketActionRequested } from '../../tickets/ticketDetailSlice';
import { isMacPlatform, isShortcut } from '../keyboardRules';
import { overlayClosed, paletteQueryChanged, selectPaletteSearch } from '../keyboardSlice';
import { platformName } from '../pageDom';
import { openWorkOf, paletteItems, paletteStatus, type PaletteCommand, type PaletteGroup, type PaletteItem } from '../paletteRules';
import './keyboard.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

const GROUPS: PaletteGroup[] = ['Actions', 'Tickets', 'Contacts', 'Pages'];
const NO_TICKET = { detail: null };
const NO_CHAT = { status: 'idle', conversation: null, contact: null };

/**
 * Ctrl/⌘+K: one field that goes to a page, a ticket by number or a contact by name, and does what the
 * open ticket or conversation offers (assign, resolve, change status). A combobox over a grouped listbox;
 * the arrows move, Enter runs, Escape closes (its keys are the registry's, see shortcuts.ts).
 */
export function CommandPalette({ visible }: { visible: boolean }) {
  const dispatch = useAppDispatch();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const mac = isMacPlatform(platformName(navigator));
  const auth = useAppSelector(selectAuth);
  const members = useAppSelector(selectMembers);
  const found = useAppSelector(selectPaletteSearch);
  const navItems = useVisibleNavItems();
  // The tickets and chat pages inject these slices on their first visit (the console's page registry),
  // so AppState holds them as optional.
  const ticket = useAppSelector((state) => state.ticketDetail ?? NO_TICKET);
  const chat = useAppSelector((state) => state.openConversation ?? NO_CHAT);

  // The query lives in the store: what was typed while the palette was on its way (see KeyboardLayer) is
  // already there, and the field goes on from it.
  const query = found.query;
  useEffect(() => {
    if (!visible) return;
    inputRef.current?.focus();
    setActive(0);
    // The names of 'Assign to …' come from the directory, which only some pages read.
    dispatch(directoryNeeded());
  }, [visible, dispatch]);

  const { user, workspace, access } = auth;
  // Mounted hidden ahead of time (see KeyboardLayer): nothing to work out until it shows.
  const items = !visible
    ? []
    : paletteItems({
        query,
        pages: navItems.filter((item) => !item.inactive),
        open: openWorkOf(path, search, ticket, chat),
        me: user && workspace ? { id: user.id, role: workspace.role } : null,
        members,
        search: found,
        may: { tickets: pathAllowed('/app/ticket', access), contacts: pathAllowed('/app/contact', access) },
        contactHref,
      });
  const current = items.length === 0 ? -1 : Math.min(active, items.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const close = () => dispatch(overlayClosed());
  const perform = (command: PaletteCommand) => {
    if (command.kind === 'navigate') navigate(command.to);
    else if (command.kind === 'ticket') dispatch(ticketActionRequested(command.action));
    else if (command.action === 'assign') dispatch(assignRequested({ conversationId: command.conversationId, assigneeId: command.assigneeId }));
    else if (command.action === 'resolve') dispatch(resolveRequested({ conversationId: command.conversationId }));
    else dispatch(reopenRequested({ conversationId: command.conversationId }));
  };
  const run = (item: PaletteItem | undefined) => {
    if (!item) return;
    close();
    perform(item.command);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = isShortcut('paletteDown', event, mac) ? 1 : isShortcut('paletteUp', event, mac) ? -1 : 0;
    if (step !== 0 && items.length > 0) {
      event.preventDefault();
      setActive((current + step + items.length) % items.length);
    } else if (isShortcut('paletteRun', event, mac)) {
      event.preventDefault();
      run(items[current]);
    } else if (isShortcut('paletteClose', event, mac)) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Dialog
      visible={visible}
      onHide={close}
      // Opened again while it was still closing, the dialog keeps its field (no autoFocus): focus it here.
      onShow={() => inputRef.current?.focus()}
      showHeader={false}
      aria-label="Command palette"
      className="command-palette"
      style={{ width: '90vw', maxWidth: 600 }}
      position="top"
      modal
      dismissableMask
      closeOnEscape={false}
      draggable={false}
      resizable={false}
    >
      <input
        ref={inputRef}
        className="command-palette__input"
        role="combobox"
        aria-label="Go to a page, a ticket number or a contact, or do an action"
        aria-expanded={items.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        placeholder="Page, #ticket, contact or action…"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={query}
        autoFocus
        onChange={(event) => {
          setActive(0);
          dispatch(paletteQueryChanged(event.target.value));
        }}
        onKeyDown={onKeyDown}
      />
      <div id={`${id}-list`} role="listbox" aria-label="Results" className="command-palette__list">
        {GROUPS.map((group) => {
          const inGroup = items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group);
          if (inGroup.length === 0) return null;
          return (
            <div key={group} role="group" aria-label={group} className="command-palette__group">
              <div className="command-palette__group-title" aria-hidden="true">
                {group}
              </div>
              {inGroup.map(({ item, index }) => (
                <div
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className={index === current ? 'command-palette__option command-palette__option--active' : 'command-palette__option'}
                  // Keep the focus in the field: a click runs the item without the field losing it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== current && setActive(index)}
                  onClick={() => run(item)}
                >
                  <span className="command-palette__label">{item.label}</span>
                  {item.detail ? <span className="command-palette__detail">{item.detail}</span> : null}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <p className="command-palette__status" role="status">
        {paletteStatus(found, query, items.length)}
      </p>
    </Dialog>
  );
}
