import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2021).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

// Real line: triton-inference-server/server#3495 (glibc's assert in the Python backend's stub, 2021); the loader's shape is
// that of triton-inference-server/server#4398 (`/models/add_sub/triton_python_backend_stub: error while loading shared libraries: …`).
describe("lines glibc prints under the Python backend stub's program name", () => {
  it("reads the stub's assert as Triton's, a model instance's death the server outlives", () => {
    expect(
      read(["triton_python_backend_stub: ../nptl/pthread_mutex_lock.c:81: __pthread_mutex_lock: Assertion `mutex->__data.__owner == 0' failed."]),
    ).toEqual([['triton', 'running', "triton_python_backend_stub: ../nptl/pthread_mutex_lock.c:81: __pthread_mutex_lock: Assertion `mutex->__data.__owner == 0' failed."]]);
  });

  it("reads the stub's missing library, with the stub's path, as Triton's cause and no end", () => {
    const [a] = read([
      '/models/add_sub/triton_python_backend_stub: error while loading shared libraries: libpython3.10.so.1.0: cannot open shared object file: No such file or directory',
    ]);
    expect(a!.slice(0, 2)).toEqual(['triton', 'running']);
    expect(a![2]).toContain('error while loading shared libraries: libpython3.10.so.1.0');
  });

  it('does not take a name that only contains the stub, nor the stub named inside another line', () => {
    for (const line of [
      'my_triton_python_backend_stub_test: foo.c:1: main: Assertion `x' + "' failed.",
      "cp: cannot stat 'triton_python_backend_stub': No such file or directory",
      'ldd triton_python_backend_stub',
      'triton_python_backend_stub: no version information available',
    ]) {
      expect(read([line]).map(([engine]) => engine), line).not.toContain('triton');
    }
  });
});
