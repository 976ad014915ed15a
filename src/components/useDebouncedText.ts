import { useEffect, useState } from 'react';

/**
 * A text field whose value is passed on once typing pauses. `value` is what the view holds, `normalize`
 * turns the typed text into that form: while they agree the typed text stays as it is (a trailing
 * space or comma survives the round trip through the URL); a change from outside (Back) replaces it.
 */
export function useDebouncedText(value: string, onSettled: (text: string) => void, normalize: (text: string) => string, delayMs = 350) {
  const [text, setText] = useState(value);
  useEffect(() => setText((current) => (normalize(current) === value ? current : value)), [value, normalize]);
  const pending = normalize(text) !== value;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => onSettled(text), delayMs);
    return () => window.clearTimeout(timer);
    // onSettled is a new function each render: left out so that only typing restarts the timer.
  }, [text, pending, delayMs]);
  return [text, setText] as const;
}
