'use client';

import { useEffect, useState } from 'react';
import { THEME_COOKIE, type Theme } from './theme-cookie';

function effectiveTheme(): Theme {
  const root = document.documentElement;
  if (root.classList.contains('dark')) return 'dark';
  if (root.classList.contains('light')) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(effectiveTheme()), []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        const root = document.documentElement;
        root.classList.remove('dark', 'light');
        root.classList.add(next);
        document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
        setTheme(next);
      }}
      className="rounded-md border border-zinc-300 px-2 py-1 text-sm dark:border-zinc-700"
    >
      {theme === 'dark' ? '☀ light' : '☾ dark'}
    </button>
  );
}
