import 'server-only';
import { gunzipSync, gzipSync } from 'node:zlib';
import { newSnapshotId } from './snapshot-id';
import type { NewSnapshot, Snapshot } from './types';

/** Bumped when the stored JSON changes shape; older rows then read as missing, never as garbage. */
export const PAYLOAD_VERSION = 1;

export function stamp(input: NewSnapshot): Snapshot {
  return { id: newSnapshotId(), createdAt: Date.now(), ...input };
}

export function encodePayload(snapshot: Snapshot): Buffer {
  return gzipSync(JSON.stringify(snapshot), { level: 4 });
}

export function decodePayload(payload: Buffer, version: number): Snapshot | null {
  if (version !== PAYLOAD_VERSION) return null;
  return JSON.parse(gunzipSync(payload).toString('utf8')) as Snapshot;
}
