import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';
import { lineSignal } from './rule-sets';
import { LLAMACPP } from './llamacpp';

// libstdc++-v3/src/c++11/assert_fail.cc (__glibcxx_assert_fail): `<file>:<line>: <function>: Assertion '<expr>' failed.`, then
// abort(). Straight quotes, where glibc's assert writes a backtick first.
const DISTRIBUTION =
  "/usr/include/c++/14.2.1/bits/random.tcc:2668: void std::discrete_distribution<_IntType>::param_type::_M_initialize() [with _IntType = int]: Assertion '__sum > 0' failed.";
// GCC 10's std::__replacement_assert (bits/c++config.h) printed the same format before assert_fail.cc (arminbiere/cadical#31).
const OLD_VECTOR =
  "/usr/include/c++/10/bits/stl_vector.h:1045: std::vector<_Tp, _Alloc>::reference std::vector<_Tp, _Alloc>::operator[](std::vector<_Tp, _Alloc>::size_type) [with _Tp = CaDiCaL::Level; _Alloc = std::allocator<CaDiCaL::Level>; std::vector<_Tp, _Alloc>::reference = CaDiCaL::Level&; std::vector<_Tp, _Alloc>::size_type = long unsigned int]: Assertion '__builtin_expect(__n < this->size(), true)' failed.";
const VECTOR =
  "/usr/include/c++/16.1.1/bits/stl_vector.h:1263: std::vector<_Tp, _Alloc>::reference std::vector<_Tp, _Alloc>::operator[](size_type) [with _Tp = int; _Alloc = std::allocator<int>; reference = int&; size_type = long unsigned int]: Assertion '__n < this->size()' failed.";

describe("libstdc++'s assertion names why the process aborted", () => {
  it.each([DISTRIBUTION, VECTOR, OLD_VECTOR, `**${DISTRIBUTION}`])('is a cause under any engine (%#)', (line) => {
    expect(lineSignal(null, line)?.cause).toBe(true);
    expect(lineSignal(LLAMACPP, line)?.cause).toBe(true);
  });

  it.each([
    "AssertionError: Assertion 'x' failed.",
    "the test says Assertion '__sum > 0' failed. earlier",
    "random.tcc:2668: Assertion '__sum > 0' failed to hold, retrying",
    "WARNING: Assertion 'cache' failed.",
  ])('a line that only quotes the words is not (%#)', (line) => {
    expect(lineSignal(null, line)?.cause ?? false).toBe(false);
  });

  // ggml-org/llama.cpp#12946: llama-server served a request's prompt, then the sampler's distribution aborted the process.
  it('after a request was served, the assertion is the fatal line, not the shell\'s abort', () => {
    const lines = [
      'slot launch_slot_: id  0 | task 0 | processing task',
      'slot update_slots: id  0 | task 0 | prompt done, n_past = 11, n_tokens = 11',
      DISTRIBUTION,
      'Aborted (core dumped)',
    ];
    expect(readStories(lines, 2025, true)).toEqual([{ engine: 'llamacpp', outcome: 'failed', fatal: DISTRIBUTION, phases: ['ready', 'failed'] }]);
  });
});
