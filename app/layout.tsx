import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { parseTheme, THEME_COOKIE } from '@/components/theme/theme-cookie';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = { title: 'Restart Radar', description: 'Restarts of inference units, attempt by attempt' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="en" className={theme ?? undefined}>
      <body className="min-h-screen bg-zinc-50 text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <Providers>
          <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
            <div className="mx-auto flex max-w-[120rem] items-center gap-4 px-4 py-2">
              <Link href="/" className="flex items-center gap-2 font-semibold">
                <span aria-hidden className="inline-block size-3 rounded-full bg-sky-500 shadow-[0_0_0_3px_rgb(14_165_233/0.25)]" />
                Restart Radar
              </Link>
              <nav aria-label="Main" className="flex gap-3 text-sm text-zinc-600 dark:text-zinc-300">
                <Link href="/" className="hover:underline">
                  Fleet
                </Link>
                <Link href="/analyze" className="hover:underline">
                  Analyze a log
                </Link>
              </nav>
              <div className="ml-auto">
                <ThemeToggle />
              </div>
            </div>
          </header>
          <main className="mx-auto max-w-[120rem] px-4 py-4">{children}</main>
        </Providers>
      </body>
    </html>
  );
}
