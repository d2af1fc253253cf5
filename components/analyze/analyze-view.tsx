'use client';

import { useMemo, useState } from 'react';
import { analyse } from '@/lib/analysis';
import type { Analysis } from '@/lib/analysis/types';
import { parseLog } from '@/lib/journal';
import type { ParsedLog } from '@/lib/journal/types';
import { useNow } from '@/lib/hooks/use-now';
import { ShareControls } from '@/components/share/share-controls';
import { TimelineWorkspace } from '@/components/timeline/timeline-workspace';
import { DEFAULT_FILTERS, type TimelineFilters } from '@/components/timeline/view-params';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';

interface Result {
  parsed: ParsedLog;
  analysis: Analysis;
  text: string;
  name: string | null;
  ms: number;
  /** The last line's time (epoch µs): the log is read as of then. */
  endUs: number | null;
}

/** A pasted log is read as of its last line, so "90 s ago" and ETAs mean something. */
function lastTs(parsed: ParsedLog): number | null {
  for (let i = parsed.entries.length - 1; i >= 0; i--) {
    const ts = parsed.entries[i]!.ts;
    if (ts != null) return ts;
  }
  return null;
}

function run(text: string, name: string | null): Result {
  const t0 = performance.now();
  const parsed = parseLog(text);
  const endUs = lastTs(parsed);
  const analysis = analyse(parsed.entries, endUs != null ? { now: endUs } : {});
  return { parsed, analysis, text, name, ms: performance.now() - t0, endUs };
}

export function AnalyzeView() {
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [filters, setFilters] = useState<TimelineFilters>(DEFAULT_FILTERS);
  const [readError, setReadError] = useState<string | null>(null);
  const now = useNow();

  const summary = useMemo(() => {
    if (!result) return null;
    const failed = result.analysis.attempts.filter((a) => a.outcome === 'failed').length;
    return `${result.parsed.entries.length.toLocaleString('en-US')} lines (${result.parsed.format}), ${result.analysis.attempts.length} attempts, ${failed} failed`;
  }, [result]);

  const load = (value: string, name: string | null) => {
    setFilters(DEFAULT_FILTERS);
    setResult(run(value, name));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">Analyze a log</h1>
        <p className="text-sm text-zinc-500">Runs in this browser; nothing is uploaded unless you freeze and share it.</p>
      </div>
      {!result && (
        <Card className="flex flex-col gap-2 p-3">
          <label htmlFor="log-text" className="text-sm font-medium">
            Paste journalctl output (<code>-o json</code>, <code>short</code>, <code>short-iso</code>, <code>short-precise</code>, <code>short-unix</code>, <code>short-full</code>, <code>with-unit</code>, <code>short-monotonic</code>, <code>verbose</code>, <code>export</code>, <code>cat</code>) or bare vLLM output
          </label>
          <textarea
            id="log-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            rows={14}
            placeholder="Feb 20 23:37:52 llm-two vllm[222636]: (Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model …"
            className="w-full rounded-md border border-zinc-300 bg-white p-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="primary" disabled={!text.trim()} onClick={() => load(text, null)}>
              Analyze
            </Button>
            <label className="text-sm">
              or upload a file{' '}
              <input
                type="file"
                aria-label="Upload a log file"
                className="text-sm"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  try {
                    setReadError(null);
                    const content = await file.text();
                    setText(content.length > 200_000 ? '' : content);
                    load(content, file.name);
                  } catch (err) {
                    setReadError(err instanceof Error ? err.message : 'Could not read the file');
                  }
                }}
              />
            </label>
          </div>
          {readError && <Notice tone="error">{readError}</Notice>}
        </Card>
      )}
      {result && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm" data-testid="analyze-summary">
              {result.name && <strong className="font-mono">{result.name}</strong>}{result.name && " · "}
              {summary} · analysed in {Math.round(result.ms)} ms
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Button onClick={() => setResult(null)}>Analyze another log</Button>
              <ShareControls
                linkFor={null}
                snapshotBody={() => ({ source: 'paste', text: result.text, ...(result.name && { name: result.name }) })}
              />
            </div>
          </div>
          {result.parsed.unparsed > 0 && (
            <Notice tone="warn" title={`${result.parsed.unparsed.toLocaleString('en-US')} lines fit no known format.`}>
              They are kept in the timeline as plain lines.
            </Notice>
          )}
          <TimelineWorkspace
            entries={result.parsed.entries}
            analysis={result.analysis}
            filters={filters}
            onFiltersChange={setFilters}
            nowMs={result.endUs != null ? result.endUs / 1000 : now}
          />
        </>
      )}
    </div>
  );
}
