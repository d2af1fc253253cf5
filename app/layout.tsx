import type { Metadata } from 'next';
import './globals.css';

export const metadata: Metadata = { title: 'Restart Radar', description: 'Restarts of inference units, attempt by attempt' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">{children}</body>
    </html>
  );
}
