// The page's title: the page's own name, the site's, and the unread count in front ('(3) Chat – …'), so
// a tab in the background still says there is new work. Pages set their name, the alerts the count.

export const SITE_TITLE = 'Omnichannel Inbox';

let pageTitle = SITE_TITLE;
let unreadCount = 0;

/** '(n) ' before the title while something is unread. */
export function composeTitle(page: string, count: number): string {
  const base = page === SITE_TITLE ? SITE_TITLE : `${page} – ${SITE_TITLE}`;
  return count > 0 ? `(${count}) ${base}` : base;
}

const apply = () => {
  if (typeof document !== 'undefined') document.title = composeTitle(pageTitle, unreadCount);
};

export function setPageTitle(title: string): void {
  pageTitle = title;
  apply();
}

export function setTitleCount(count: number): void {
  unreadCount = count;
  apply();
}
