// Full-page navigations (to the SSO login page, after logout) go through this interface so sagas can
// be tested without touching window.location.

export interface BrowserLocation {
  /** Leaves the single-page app: a full navigation to another document. */
  assign(url: string): void;
  /** The page's origin, e.g. https://inbox.example.com */
  origin(): string;
}

export const windowLocation: BrowserLocation = {
  assign: (url) => window.location.assign(url),
  origin: () => window.location.origin,
};
