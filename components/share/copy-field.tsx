import { useState } from 'react';
import { Button } from '@/components/ui/button';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A link shown in a read-only field with a copy button, so it can be taken even where the clipboard is blocked. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <span className="inline-flex items-center gap-1">
      <input
        readOnly
        aria-label={label}
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        className="w-[22rem] max-w-[50vw] rounded border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
      />
      <Button size="sm" onClick={async () => setCopied(await copyText(value))}>
        {copied === null ? 'copy' : copied ? 'copied' : 'select and copy'}
      </Button>
    </span>
  );
}

export { copyText };
