// The error pages of spec §2, in one place. Any code without its own page shows the 500 page.

export type ErrorAction = 'home' | 'reload' | 'landing';

export interface ErrorPageContent {
  code: 404 | 500 | 503 | 504 | 505;
  title: string;
  text: string;
  actions: ErrorAction[];
}

const PAGES: Record<ErrorPageContent['code'], Omit<ErrorPageContent, 'code'>> = {
  404: { title: "Oops, it seems you're lost", text: 'This page could not be found', actions: ['home'] },
  500: { title: 'Sorry, something went wrong', text: 'Please reload the page.', actions: ['reload', 'home'] },
  503: {
    title: 'The service is unavailable',
    text: 'We are doing some maintenance. Please come back in a little while.',
    actions: ['landing'],
  },
  504: {
    title: 'So long yet so far to reach',
    text: 'The server took too long to answer. Refresh the page or go home.',
    actions: ['reload', 'home'],
  },
  505: { title: 'We have an unknown error', text: 'Http version not supported', actions: ['home'] },
};

export function errorPageFor(status: number): ErrorPageContent {
  const code = status === 404 || status === 503 || status === 504 || status === 505 ? status : 500;
  return { code, ...PAGES[code] };
}
