import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Rust's default panic hook (1.73 and later) prints `thread '<name>' panicked at <file>:<line>:<col>:` and the panic's
// message on the next line; before 1.73 both were on one line (`panicked at '<message>', <file>:<line>:<col>`).
const fatalOf = (lines: string[]) => readAttempts(lines, 2025)[0]?.fatal?.headline ?? null;

describe("analyse: a Rust panic's message on the line after its header", () => {
  it('joins the message to the header: the header alone names only a source line', () => {
    const fatal = fatalOf([
      '2025-03-01T10:00:00.000000Z  INFO text_generation_router::server: router/src/server.rs:2402: Connected',
      "thread 'main' panicked at router/src/infer.rs:324:14:",
      'called `Result::unwrap()` on an `Err` value: Error { kind: SyntaxError, detail: "unexpected `.`", name: "<string>", line: 7 }',
      'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace',
    ]);
    expect(fatal).toBe(
      "thread 'main' panicked at router/src/infer.rs:324:14: called `Result::unwrap()` on an `Err` value: Error { kind: SyntaxError, detail: \"unexpected `.`\", name: \"<string>\", line: 7 }",
    );
  });

  it('leaves the one-line form of older Rust as it is', () => {
    const line = "thread 'main' panicked at 'Could not connect to server: Connection(\"transport error\")', router/src/main.rs:163:18";
    expect(fatalOf(['2023-04-27T11:48:27.805118Z  INFO text_generation_launcher: Starting Webserver', line])).toBe(line);
  });

  it('keeps the header alone when no line follows it', () => {
    expect(fatalOf(['2025-03-01T10:00:00.000000Z  INFO text_generation_launcher: Starting Webserver', "thread 'main' panicked at router/src/main.rs:10:5:"])).toBe(
      "thread 'main' panicked at router/src/main.rs:10:5:",
    );
  });
});
