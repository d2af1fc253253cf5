import { describe, expect, it } from 'vitest';
import { isSnapshotId, newSnapshotId } from './snapshot-id';

describe('snapshot ids', () => {
  it('are 128 random bits as 22 base64url characters, never repeating', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newSnapshotId));
    expect(ids.size).toBe(10_000);
    for (const id of ids) expect(isSnapshotId(id)).toBe(true);
    expect(Buffer.from([...ids][0]!, 'base64url')).toHaveLength(16);
  });

  it.each(['', 'short', "' OR 1=1 --", 'a'.repeat(22) + '=', 'a'.repeat(23), '../../etc/passwd', 'aaaaaaaaaaaaaaaaaaaaa/'])('rejects %j', (id) => {
    expect(isSnapshotId(id)).toBe(false);
  });
});
