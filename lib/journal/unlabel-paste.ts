import { leadingNumbers, offEachLine } from './first-lines';

// Slurm's `srun --label` (and `srun -l`) puts the task number and `: ` before every line a task prints (`0: [2025-03-05 …`),
// right-aligned to the width of the highest task number; interleaved tasks repeat their numbers, which never rise line by line
// as `grep -n`'s do (and grep puts no space after its colon). The label hides every prefix the parsers read at column 0.
const SAMPLE_LINES = 50;
const LABEL = /^ *(\d{1,5}): /;

/** True when every one of the first non-blank lines (at least two) carries a task label and the labels do not only rise. */
export function isTaskLabelledPaste(text: string): boolean {
  const labels = leadingNumbers(text, LABEL, SAMPLE_LINES);
  return labels !== null && labels.length >= 2 && labels.some((n, i) => i > 0 && n <= labels[i - 1]!);
}

/** The text with srun's task labels taken off every line that has one; other text unchanged (the same string). */
export function unlabelPaste(text: string): string {
  if (!isTaskLabelledPaste(text)) return text;
  return offEachLine(text, LABEL);
}
