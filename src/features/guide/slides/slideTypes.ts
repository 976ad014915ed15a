/** The roles a slide's control is found by (tests/e2e/guide.spec.ts finds each on its page). */
export type ControlRole =
  | 'button'
  | 'checkbox'
  | 'columnheader'
  | 'combobox'
  | 'group'
  | 'heading'
  | 'link'
  | 'list'
  | 'listbox'
  | 'log'
  | 'navigation'
  | 'region'
  | 'searchbox'
  | 'switch'
  | 'textbox';

/**
 * The real thing on a page a slide is about: by role and accessible name (the name, in any case, is in
 * the slide's text), or by the words the page shows. A guide describes only what exists.
 */
export type SlideControl = ({ role: ControlRole; name: string } | { text: string }) & {
  /** the console path it is on, relative to /v2, when not the guide's own page */
  page?: string;
  /** 'item': with one conversation, ticket or contact open; otherwise the menu that holds it, opened */
  where?: 'item' | 'profile menu' | 'help menu';
};

export interface SlideText {
  title: string;
  /** one to three sentences: what the page is for and how to use it */
  text: string;
  /** what the illustration shows, for people who cannot see it */
  alt: string;
  control: SlideControl;
}
