import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text box whose value is committed a moment after typing stops (search, county). The box
 * follows the committed value when it changes from elsewhere (back button, a saved filter,
 * "Clear filters"), but never throws away what is still being typed.
 */
export function useDebouncedText(value: string, commit: (next: string) => void, delay = 300) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== committed) {
      setDraft(value);
      setCommitted(value);
    }
  }
  const onCommit = useEffectEvent((next: string) => {
    setCommitted(next);
    commit(next);
  });
  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => onCommit(next), delay);
    return () => window.clearTimeout(timer);
  }, [draft, value, delay]);
  return [draft, setDraft] as const;
}

/** The value as it was a moment ago: for lookups that should not fire on every keystroke. */
export function useDebouncedValue<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
