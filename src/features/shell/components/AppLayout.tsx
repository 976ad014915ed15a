import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { selectAuth } from '../../auth/authSlice';
import { TOOLTIP_OPTIONS } from '../../../components/overlayDefaults';
import { isActive } from '../shellRules';
import { useVisibleNavItems } from './PagesContext';
import { DialogHost } from './DialogHost';
import { ProfileMenu } from '../../profile/components/ProfileMenu';
import { HelpMenu } from '../../guide/components/HelpMenu';
import { NotificationBanner } from '../../notifications/components/NotificationBanner';
import { IncomingCallPanel } from '../../calls/components/IncomingCallPanel';
import { UnreadBadge, unreadBadgeId, UnreadTitle } from '../../notifications/components/UnreadBadge';
import { ConnectionState } from '../../realtime/components/ConnectionState';
import { KeyboardLayer } from '../../keyboard/components/KeyboardLayer';
import { useAppSelector } from '../../../app/hooks';
import { selectBrandLook } from '../../personalization/brandLookSlice';
import { applyBrand } from '../../personalization/brandTheme';

export function AppLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { workspace } = useAppSelector(selectAuth);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = useVisibleNavItems();
  // The workspace's accent and logo (personalization), live through the 'brand changed' event.
  const look = useAppSelector(selectBrandLook);
  useEffect(() => applyBrand(document, look), [look]);

  // Moving to another page, or Escape, closes the drawer on small screens.
  useEffect(() => setDrawerOpen(false), [path]);
  useEffect(() => {
    if (!drawerOpen) return;
    // Opened from the menu button: land on the entries, so keyboard and screen-reader users are in the menu.
    document.querySelector<HTMLElement>('#app-drawer a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      document.querySelector<HTMLElement>('.app-header__menu')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className={drawerOpen ? 'app-layout app-layout--drawer-open' : 'app-layout'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Button
          type="button"
          className="app-header__menu"
          text
          aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpen}
          aria-controls="app-drawer"
          onClick={() => setDrawerOpen((open) => !open)}
          icon={<MenuGlyph />}
          tooltip={drawerOpen ? 'Close navigation' : 'Open navigation'}
          tooltipOptions={TOOLTIP_OPTIONS}
        />
        <span className="app-header__brand">
          <img src={look?.logoUrl ?? '/v2/favicon.svg'} alt="" height="28" className="app-header__logo" data-testid="workspace-logo" />
          <span className="app-header__workspace" data-testid="workspace-name">
            {workspace?.name}
          </span>
        </span>
        <span className="app-header__user">
          <ConnectionState />
          <HelpMenu />
          <ProfileMenu />
        </span>
      </header>
      <nav id="app-drawer" className="app-drawer" aria-label="Main">
        <ul>
          {items.map((item) => (
            <li key={item.label}>
              {item.inactive ? (
                // Spec §2: present but flagged inactive. Its page works at its address, so the entry carries
                // its plain name; focusable so keyboard users hear that it is disabled.
                <a className="app-drawer__inactive" role="link" aria-disabled="true" tabIndex={0}>
                  {item.label}
                </a>
              ) : (
                <Link href={item.target} aria-current={isActive(item, path) ? 'page' : undefined} aria-describedby={unreadBadgeId(item.target)}>
                  {item.label}
                  <UnreadBadge target={item.target} />
                </Link>
              )}
            </li>
          ))}
        </ul>
        <NotificationBanner />
      </nav>
      {/* Small screens: the drawer lies over the page; a tap beside it closes it (Escape and the menu button too). */}
      {drawerOpen ? <div className="app-drawer__scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <DialogHost />
      <IncomingCallPanel />
      <UnreadTitle />
      <KeyboardLayer />
    </div>
  );
}

function MenuGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
