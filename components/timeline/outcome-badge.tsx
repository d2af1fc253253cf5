import type { Outcome } from '@/lib/analysis/types';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONE: Record<Outcome, BadgeTone> = { running: 'warn', ready: 'good', failed: 'bad', stopped: 'muted' };
const TEXT: Record<Outcome, string> = { running: 'starting', ready: 'ready', failed: 'failed', stopped: 'stopped' };

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return (
    <Badge tone={TONE[outcome]} data-outcome={outcome}>
      {TEXT[outcome]}
    </Badge>
  );
}
