/** One journal entry as fields; a byte array is written as-is, a number as its decimal string. */
export type ExportEntry = Record<string, string | number | Uint8Array>;

const FIELD_NAME_RE = /^[A-Z0-9_]{1,64}$/;
const NEEDS_BINARY_RE = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/**
 * Journal export format (systemd's JOURNAL_EXPORT_FORMATS): `KEY=value` lines and a blank line after
 * each entry; values with newlines or other control bytes use the binary form
 * `KEY\n<64-bit little-endian length><bytes>\n`. Feed it to systemd-journal-remote.
 */
export function toJournalExport(entries: readonly ExportEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const newline = encoder.encode('\n');
  for (const entry of entries) {
    for (const [key, raw] of Object.entries(entry)) {
      if (!FIELD_NAME_RE.test(key)) throw new Error(`Invalid journal field name: ${key}`);
      const bytes = raw instanceof Uint8Array ? raw : encoder.encode(String(raw));
      const binary = raw instanceof Uint8Array ? !isPlainText(bytes) : NEEDS_BINARY_RE.test(String(raw));
      if (binary) {
        chunks.push(encoder.encode(`${key}\n`), littleEndian64(bytes.length), bytes, newline);
      } else {
        chunks.push(encoder.encode(`${key}=`), bytes, newline);
      }
    }
    chunks.push(newline);
  }
  return concat(chunks);
}

function isPlainText(bytes: Uint8Array): boolean {
  for (const b of bytes) if ((b < 0x20 && b !== 0x09) || b === 0x7f) return false;
  return true;
}

function littleEndian64(n: number): Uint8Array {
  const out = new Uint8Array(8);
  let rest = n;
  for (let i = 0; i < 8; i++) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
