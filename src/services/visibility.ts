// Whether the page is shown, behind an interface so code that depends on it can be tested.

export interface Visibility {
  hidden(): boolean;
}

export const documentVisibility: Visibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
};
