'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError, fetcher } from '@/lib/hooks/fetcher';

const RETRY_MAX = 1_000;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        fetcher,
        refreshWhenHidden: false,
        onErrorRetry: (err, _key, config, revalidate, { retryCount }) => {
          // A 4xx is the request's fault: retrying cannot help. Polling panels keep their own interval.
          if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.code !== 'cursor_expired') return;
          if (retryCount >= RETRY_MAX) return;
          setTimeout(() => revalidate({ retryCount }), Math.min(10_000, 1_000 * 2 ** Math.min(retryCount, 4)));
          void config;
        },
      }}
    >
      {children}
    </SWRConfig>
  );
}
