export interface SlideText {
  title: string;
  /** one to three sentences: what the page is for and how to use it */
  text: string;
  /** what the illustration shows, for people who cannot see it */
  alt: string;
}
