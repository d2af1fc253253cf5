import 'server-only';
import { randomBytes } from 'node:crypto';

const ID_RE = /^[A-Za-z0-9_-]{22}$/;

export function isSnapshotId(value: string): boolean {
  return ID_RE.test(value);
}

/** 128 random bits as 22 base64url characters. */
export function newSnapshotId(): string {
  return randomBytes(16).toString('base64url');
}
