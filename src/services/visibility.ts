// Whether the page is shown, behind an interface so code that depends on it can be tested.

export interface Visibility {
  hidden(): boolean;
}

/** Visibility that also says when it changes (the tab is shown or hidden again). */
export interface VisibilityEvents extends Visibility {
  /** Calls `listener` on every change; answers the function that stops it. */
  onChange(listener: () => void): () => void;
}

export const documentVisibility: VisibilityEvents = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
