import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

const NAV = [
  { href: '/pricing', label: 'Pricing' },
  { href: '/contact-us', label: 'Contact us' },
];

export function LandingLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="landing-header">
        <Link href="/" className="brand">
          <img src="/v2/favicon.svg" alt="" width="32" height="32" />
          <span>Omnichannel Inbox</span>
        </Link>
        <nav aria-label="Main" className="landing-nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={path === item.href ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Another entry: a full page load into the console, which sends visitors to the login. */}
              <a className="btn btn--primary" href="/v2/app/chat">
                Log in
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="landing-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="landing-footer">
        <p>© Omnichannel Inbox</p>
        <ul>
          <li>
            <Link href="/pricing">Pricing</Link>
          </li>
          <li>
            <Link href="/contact-us">Contact us</Link>
          </li>
        </ul>
      </footer>
    </div>
  );
}
