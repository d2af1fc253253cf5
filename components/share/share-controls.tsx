'use client';

import { useState } from 'react';
import { postJson, type ApiError } from '@/lib/hooks/fetcher';
import { snapshotsKey } from '@/lib/hooks/keys';
import { Button } from '@/components/ui/button';
import { CopyField, copyText } from './copy-field';

interface ShareControlsProps {
  /** Absolute link to this exact view (window frozen to absolute times). */
  linkFor: (() => string) | null;
  /** Body for POST /api/snapshots; null hides "Freeze and share". */
  snapshotBody: (() => unknown) | null;
}

export function ShareControls({ linkFor, snapshotBody }: ShareControlsProps) {
  const [link, setLink] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<{ url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="flex flex-wrap items-center gap-2">
      {linkFor && (
        <Button
          onClick={() => {
            const href = linkFor();
            setLink(href);
            void copyText(href);
          }}
        >
          Copy link
        </Button>
      )}
      {snapshotBody && (
        <Button
          variant="primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              const res = await postJson<{ id: string; url: string }>(snapshotsKey(), snapshotBody());
              const url = new URL(res.url, window.location.origin).toString();
              setSnapshot({ url });
              void copyText(url);
            } catch (err) {
              setError((err as ApiError).message ?? 'Snapshot failed');
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? 'Freezing…' : 'Freeze and share'}
        </Button>
      )}
      {link && <CopyField label="Link to this view" value={link} />}
      {snapshot && <CopyField label="Snapshot link" value={snapshot.url} />}
      {error && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </div>
  );
}
