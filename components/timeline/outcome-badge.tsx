import type { Attempt, Outcome } from '@/lib/analysis/types';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONE: Record<Outcome, BadgeTone> = { running: 'warn', ready: 'good', failed: 'bad', stopped: 'muted' };
const TEXT: Record<Outcome, string> = { running: 'starting', ready: 'ready', failed: 'failed', stopped: 'stopped' };

/**
 * The attempt's outcome in a word. `running` after a ready line is a server that came up and lives on, but not as a clean
 * ready one (its per-model child died under it, or a fault since left it unable to serve everything): "running", not "starting".
 */
export function OutcomeBadge({ attempt }: { attempt: Pick<Attempt, 'outcome' | 'phases'> }) {
  const { outcome } = attempt;
  const upButNotReady = outcome === 'running' && attempt.phases.some((p) => p.name === 'ready');
  return (
    <Badge tone={TONE[outcome]} data-outcome={outcome} title={upButNotReady ? 'It reached ready and has not exited, but a fault since then leaves it not cleanly serving: see the root cause.' : undefined}>
      {upButNotReady ? 'running' : TEXT[outcome]}
    </Badge>
  );
}
