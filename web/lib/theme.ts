import { useCallback, useEffect, useSyncExternalStore } from 'react';

export const THEME_STORAGE_KEY = 'ui-theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

// One store for the page, so every theme switch and the toaster agree.
let current: Theme = typeof window === 'undefined' ? 'system' : readStoredTheme();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(next: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    /* storage may be unavailable (private mode); the choice still applies to this page */
  }
  current = next;
  applyTheme(next);
  listeners.forEach((listener) => listener());
}

/** The user's theme: stored under `ui-theme`, default system, following the OS while on system. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, () => current, () => current);

  useEffect(() => {
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);

  return { theme, setTheme: useCallback((next: Theme) => setTheme(next), []) };
}
