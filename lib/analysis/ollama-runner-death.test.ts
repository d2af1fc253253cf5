import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { OLLAMA } from './engines/ollama';
import { lineSignal } from './engines/rule-sets';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2025);

const SERVE = [
  'Jun 01 10:00:00 gpu1 ollama[1200]: time=2025-06-01T10:00:00.000Z level=INFO source=routes.go:1234 msg="Listening on 127.0.0.1:11434 (version 0.9.0)"',
  'Jun 01 10:00:10 gpu1 ollama[1200]: time=2025-06-01T10:00:10.000Z level=INFO source=server.go:405 msg="starting llama server" cmd="/usr/bin/ollama runner --model /m --port 40001"',
  'Jun 01 10:00:14 gpu1 ollama[1200]: time=2025-06-01T10:00:14.000Z level=INFO source=server.go:619 msg="llama runner started in 4.01 seconds"',
];

describe("Ollama: a runner's death is the server's child dying", () => {
  it('after the model was served, the attempt runs on un-ready with the runner cause named', () => {
    const [a, more] = read([
      ...SERVE,
      'Jun 01 10:00:20 gpu1 ollama[1200]: CUDA error: an illegal memory access was encountered',
      'Jun 01 10:00:20 gpu1 ollama[1200]: time=2025-06-01T10:00:20.500Z level=ERROR source=server.go:449 msg="llama runner terminated" error="exit status 2"',
    ]);
    expect(more).toBeUndefined();
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', 'CUDA error: an illegal memory access was encountered']);
  });

  it("a bare exit status yields to the runner's error the scheduler quotes after it", () => {
    const [a] = read([
      ...SERVE.slice(0, 2),
      'Jun 01 10:00:20 gpu1 ollama[1200]: time=2025-06-01T10:00:20.500Z level=ERROR source=server.go:457 msg="llama runner terminated" error="exit status 2"',
      'Jun 01 10:00:20 gpu1 ollama[1200]: time=2025-06-01T10:00:20.700Z level=ERROR source=sched.go:489 msg="error loading llama server" error="llama runner process has terminated: cudaMalloc failed: out of memory"',
    ]);
    expect(a!.fatal?.headline).toContain('cudaMalloc failed: out of memory');
  });

  it('a next load that comes up makes it ready again', () => {
    const [a] = read([
      ...SERVE,
      'Jun 01 10:00:20 gpu1 ollama[1200]: time=2025-06-01T10:00:20.500Z level=ERROR source=server.go:449 msg="llama runner terminated" error="exit status 2"',
      'Jun 01 10:01:00 gpu1 ollama[1200]: time=2025-06-01T10:01:00.000Z level=INFO source=server.go:619 msg="llama runner started in 3.00 seconds"',
    ]);
    expect(a!.outcome).toBe('ready');
  });

  it("the server quoting the runner's core dump is a cause, not the end of the server", () => {
    const text = 'llama runner process no longer running sys=134 string="signal: aborted (core dumped)"';
    expect(lineSignal(OLLAMA, text)).toMatchObject({ end: null, cause: true });
  });

  it('systemd seeing the server itself die still fails the attempt', () => {
    const [a] = read([
      ...SERVE,
      'Jun 01 10:00:20 gpu1 ollama[1200]: time=2025-06-01T10:00:20.500Z level=ERROR source=server.go:449 msg="llama runner terminated" error="exit status 2"',
      'Jun 01 10:00:21 gpu1 systemd[1]: ollama.service: Main process exited, code=killed, status=9/KILL',
    ]);
    expect(a!.outcome).toBe('failed');
  });

  // intel/ipex-llm#13252: on Windows `ollama serve` relays its runner's stderr under no prefix; Gin's request line is the server's.
  it("a relayed runner crash after the server answered a request is the runner's: Ollama, running, the cause named", () => {
    const [a, more] = analyse(
      parseLog(
        [
          '[GIN] 2025/07/10 - 19:24:12 | 200 |    5.1194644s |       127.0.0.1 | POST     "/api/generate"',
          'Native API failed. Native API returns: 20 (UR_RESULT_ERROR_DEVICE_LOST)',
          'Exception caught at file:D:\\actions-runner\\llm.cpp\\ggml\\src\\ggml-sycl\\ggml-sycl.cpp, line:432, func:operator()',
        ].join('\n'),
        { year: 2025 },
      ).entries,
    ).attempts;
    expect(more).toBeUndefined();
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['ollama', 'running', expect.stringContaining('UR_RESULT_ERROR_DEVICE_LOST')]);
  });

  it("Gin's line alone tells Ollama only with a path of Ollama's API", () => {
    const [other] = read(['[GIN] 2025/07/10 - 19:24:12 | 200 |    5.1194644s |       127.0.0.1 | POST     "/v1/upload"']);
    expect(other!.engine).toBe('unknown');
  });

  // meta-llama/llama-models#496: Ollama since it runs llama.cpp's llama-server as its runner says `llama-server process`.
  it("reads the CLI's relay of a failed load in the llama-server runner's words as Ollama's, the server running on", () => {
    const [a] = read([
      'ollama run llama3.2-vision',
      "Error: 500 Internal Server Error: llama-server process has terminated: exit status 1: error loading model: unknown model architecture: 'mllama'",
    ]);
    expect([a!.engine, a!.outcome]).toEqual(['ollama', 'running']);
    expect(a!.fatal?.headline).toContain("unknown model architecture: 'mllama'");
  });
});

describe("Ollama: cobra's `Error: …` is the server's last line only while it starts", () => {
  it('after the key pair, before it listens: the server gave up, the attempt failed on that line (ollama/ollama#8135)', () => {
    const [a] = read([
      'Dec 17 10:06:26 box systemd[1]: Started ollama.service - Ollama Service.',
      "Dec 17 10:06:26 box ollama[16491]: Couldn't find '/usr/share/ollama/.ollama/id_ed25519'. Generating new private key.",
      'Dec 17 10:06:26 box ollama[16491]: Error: open /usr/share/ollama/.ollama/id_ed25519: permission denied',
    ]);
    expect([a!.outcome, a!.fatal?.headline, a!.mainPid]).toEqual(['failed', 'Error: open /usr/share/ollama/.ollama/id_ed25519: permission denied', 16491]);
  });

  it('once it listens, the same words are a client or a runner talking: the server runs on', () => {
    const [a] = read([SERVE[0]!, 'Jun 01 10:00:20 gpu1 ollama[1200]: Error: listen tcp 127.0.0.1:40001: bind: address already in use']);
    expect(a!.outcome).not.toBe('failed');
  });

  it("after the server reported its runner's death, the client's `Error:` quoting it does not end the server", () => {
    const [a] = read([
      'Jun 01 10:00:19 gpu1 ollama[1200]: time=2025-06-01T10:00:19.587Z level=INFO source=sched.go:428 msg="NewLlamaServer failed" model=/m error="model requires more system memory (391.0 GiB) than is available (366.2 GiB)"',
      'Jun 01 10:00:19 gpu1 ollama[1200]: Error: model requires more system memory (391.0 GiB) than is available (366.2 GiB)',
    ]);
    expect(a!.outcome).toBe('running');
  });

  // ollama/ollama#11598: Go's runtime throw in the runner, as it loaded a model (0.10, Windows).
  it("the runner's Go runtime throw (`fatal error: fault`) names its death; the server runs on", () => {
    const [a, more] = read([
      ...SERVE.slice(0, 2),
      'Jun 01 10:00:12 gpu1 ollama[1200]: unexpected fault address 0x1c3100000',
      'Jun 01 10:00:12 gpu1 ollama[1200]: fatal error: fault',
      'Jun 01 10:00:12 gpu1 ollama[1200]: [signal 0xc0000005 code=0x0 addr=0x1c3100000 pc=0x7ff676547180]',
    ]);
    expect(more).toBeUndefined();
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', 'fatal error: fault']);
  });

  it("Go prints its throw at the line's start: the words inside a line are not one", () => {
    expect(lineSignal(OLLAMA, 'fatal error: fault')).toMatchObject({ cause: true });
    expect(lineSignal(OLLAMA, 'a fatal error: fault in the text')?.cause ?? false).toBe(false);
  });
});

// Real lines: ollama/ollama#13552 (200s), ollama/ollama#8387 (500s), intel/ipex-llm#13252 (a 200, then the SYCL runner dying).
describe('Ollama: Gin request lines', () => {
  const ok = '[GIN] 2025/12/23 - 10:34:40 | 200 | 57.956598944s |   192.168.0.131 | POST     "/api/chat"';
  it('a generation answered 2xx proves a model served, also with the start above the window', () => {
    const [a] = read([ok, ok.replace('10:34:40', '10:36:24')]);
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['ollama', 'ready', ['ready']]);
  });

  it('a 500 or a listing proves nothing served', () => {
    const [a] = read(['[GIN] 2024/12/11 - 09:58:58 | 500 |        29m59s |      10.0.0.123 | POST     "/api/chat"']);
    expect(a!.outcome).toBe('running');
    expect(read(['[GIN] 2025/04/01 - 08:18:11 | 200 |     296.336µs |       127.0.0.1 | GET      "/api/tags"'])[0]!.outcome).toBe('running');
  });

  it("a runner that dies after a served request leaves no model: ggml-sycl's catch line below the runtime's error is its death", () => {
    const [a] = read([
      '[GIN] 2025/07/10 - 19:24:12 | 200 |    5.1194644s |       127.0.0.1 | POST     "/api/generate"',
      'Native API failed. Native API returns: 20 (UR_RESULT_ERROR_DEVICE_LOST)',
      'Exception caught at file:D:\\actions-runner\\release-cpp-oneapi_2024_2\\_work\\llm.cpp\\llm.cpp\\ollama-llama-cpp\\ggml\\src\\ggml-sycl\\ggml-sycl.cpp, line:432, func:operator()',
    ]);
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', 'Native API failed. Native API returns: 20 (UR_RESULT_ERROR_DEVICE_LOST)']);
  });
});
