import { describe, expect, it } from 'vitest';
import { normaliseSignature } from './normalise-signature';

describe('normaliseSignature', () => {
  it.each([
    ['RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)', 'RuntimeError: flashinfer-cubin version (<n>) does not match flashinfer version (<n>)'],
    ['Worker VllmWorkerProcess pid 3311318 died, exit code: -15', 'Worker VllmWorkerProcess pid <n> died, exit code: -<n>'],
    ["No such file: '/home/x/.cache/vllm/torch_compile_cache/2b70b500a6/rank_0'", "No such file: '<path>'"],
    ['handle 0x7f99792cead0 lost', 'handle <hex> lost'],
    ['request cmpl-8304a461-3997-4ffa-a6b2-9bd39ab8dbf6 failed at 2025-01-03 18:37:00', 'request cmpl-<uuid> failed at <time>'],
    ['(Worker_TP3 pid=35672) timeout after 12:26:07', '(Worker_TP<n> pid=<n>) timeout after <time>'],
  ])('%s', (input, expected) => {
    expect(normaliseSignature(input)).toBe(expected);
  });

  it('the same error from two attempts has one signature, different errors do not', () => {
    const a = normaliseSignature("Failed to import SparseMatrix from /opt/a/venv/lib/python3.12/x.py: pid=221590");
    const b = normaliseSignature("Failed to import SparseMatrix from /srv/b/venv/lib/python3.11/x.py: pid=222880");
    expect(a).toBe(b);
    expect(normaliseSignature('CUDA out of memory')).not.toBe(normaliseSignature('CUDA error: illegal memory access'));
  });
});
