// Child process for store.test.ts: writes snapshots until killed, printing each id once create() has returned.
import { createHash } from 'node:crypto';
import { openSnapshotStore } from '../store';
import { sampleSnapshot } from './sample-snapshot';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-loop DIR');
const store = openSnapshotStore(dir);
for (let n = 0; n < 100_000; n++) {
  const lines = Array.from({ length: 50 + (n % 400) }, (_, i) => `(Worker_TP${i % 8} pid=${222636 + (i % 8)}) INFO line ${n}/${i}`);
  const snap = store.create(sampleSnapshot(lines));
  const digest = createHash('sha256').update(JSON.stringify(snap.entries)).digest('hex');
  process.stdout.write(`${snap.id} ${digest}\n`);
}
