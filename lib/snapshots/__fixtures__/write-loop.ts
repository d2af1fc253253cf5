// Child process for the store contract: writes snapshots until killed, printing each id once create() has resolved.
import { createHash } from 'node:crypto';
import { openConfiguredStore } from '../store';
import { sampleSnapshot } from './sample-snapshot';

const [dir, url] = process.argv.slice(2);
if (!dir) throw new Error('usage: write-loop DIR [DATABASE_URL]');
const store = openConfiguredStore({ RADAR_DATA_DIR: dir, DATABASE_URL: url ?? null });

async function main() {
  for (let n = 0; n < 100_000; n++) {
    const lines = Array.from({ length: 50 + (n % 400) }, (_, i) => `(Worker_TP${i % 8} pid=${222636 + (i % 8)}) INFO line ${n}/${i}`);
    const snap = await store.create(sampleSnapshot(lines));
    const digest = createHash('sha256').update(JSON.stringify(snap.entries)).digest('hex');
    process.stdout.write(`${snap.id} ${digest}\n`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
