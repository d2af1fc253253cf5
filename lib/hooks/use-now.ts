import { useEffect, useState } from 'react';

/** Epoch ms, re-rendering every `everyMs`, for "90 s ago" labels. */
export function useNow(everyMs = 1_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
