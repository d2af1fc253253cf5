import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
  warn: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-200',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-200',
} as const;

export function Notice({ tone, title, children, className }: { tone: keyof typeof TONES; title?: string; children?: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-md border px-3 py-2 text-sm', TONES[tone], className)}>
      {title && <strong className="font-semibold">{title} </strong>}
      {children}
    </div>
  );
}
