import { describe, expect, it } from 'vitest';
import { splitMessageWrapper } from './bare-line';

// LocalAI ≥ 3 logs through xlog (slog's text handler) and relays its gRPC backend's output from pkg/model/process.go as
// `xlog.Debug("GRPC stderr", "id", <model>-<addr>, "line", <line>)`: the line is a Go-quoted value (dirge-code/dirge#745).
const RELAYED =
  'Aug 05 15:27:04 DEBUG GRPC stderr id="Qwen3.5-122B-A10B-UD-IQ4_XS-00001-of-00003.gguf-127.0.0.1:42043" line="3.28.844.467 I slot print_timing: id  6 | task 170 | n_decoded =    374, tg =   5.49 t/s, tg_3s =   0.51 t/s" caller={caller.file="/build/pkg/model/process.go"  caller.L=219 } ';

describe("LocalAI's xlog relay of its backend's output", () => {
  it('is taken off a journal message: the text is the backend\'s', () => {
    expect(splitMessageWrapper(RELAYED)?.text).toBe('3.28.844.467 I slot print_timing: id  6 | task 170 | n_decoded =    374, tg =   5.49 t/s, tg_3s =   0.51 t/s');
  });

  it('its Go escapes undone', () => {
    const quoted = 'Mar 17 21:06:59 DEBUG GRPC stdout id="m.gguf-127.0.0.1:1" line="{\\"level\\":\\"INFO\\"}" caller={caller.file="/x/process.go"  caller.L=230 } ';
    expect(splitMessageWrapper(quoted)?.text).toBe('{"level":"INFO"}');
  });

  it("leaves LocalAI's own lines whole", () => {
    const own = 'Aug 05 15:27:04 DEBUG [WatchDog] Watchdog checks for idle connections caller={caller.file="/build/pkg/model/watchdog.go"  caller.L=572 } ';
    expect(splitMessageWrapper(own)?.text ?? own).toBe(own);
  });
});
