'use client';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

export default function TimelineError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="error" title="The timeline failed to render.">
        {error.message || 'Unexpected error'}
        {error.digest ? ` (digest ${error.digest})` : ''}
      </Notice>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
