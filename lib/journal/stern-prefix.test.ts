import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { sternLine, sternMark, sternTargets } from './stern-prefix';

// stern's marks and prefixes as mudler/LocalAI#3 shows them (a crash-looping pod tailed with stern).
const PASTE = [
  '+ llama-566dfbb897-7pzn4 › llama',
  "llama-566dfbb897-7pzn4 llama llama_model_load: invalid model file '/model.bin' (too old, regenerate your model files!)",
  '- llama-566dfbb897-7pzn4 › llama',
];

describe('stern prefixes', () => {
  it('reads the marks and the containers they name', () => {
    expect(sternMark(PASTE[0]!)).toEqual({ sign: '+', pod: 'llama-566dfbb897-7pzn4' });
    expect(sternMark(PASTE[2]!)).toEqual({ sign: '-', pod: 'llama-566dfbb897-7pzn4' });
    expect(sternMark('- item one › two words')).toBeNull();
    expect(sternTargets(PASTE)).toEqual([{ prefix: 'llama-566dfbb897-7pzn4 llama ', pod: 'llama-566dfbb897-7pzn4' }]);
    expect(sternTargets(['+ ai vllm-0 › vllm'])).toEqual([{ prefix: 'ai vllm-0 vllm ', pod: 'vllm-0' }]);
  });

  it("takes off only a named container's prefix", () => {
    const targets = sternTargets(PASTE);
    expect(sternLine(PASTE[1]!, targets)).toEqual({ text: PASTE[1]!.slice('llama-566dfbb897-7pzn4 llama '.length), pod: 'llama-566dfbb897-7pzn4' });
    expect(sternLine('other-pod llama hello', targets)).toBeNull();
  });

  it('names the pod as the line service and keeps the server text', () => {
    const entries = parseLog(PASTE.join('\n'), { year: 2023 }).entries;
    expect(entries.map((e) => [e.identifier, e.message])).toEqual([
      ['llama-566dfbb897-7pzn4', PASTE[0]],
      ['llama-566dfbb897-7pzn4', "llama_model_load: invalid model file '/model.bin' (too old, regenerate your model files!)"],
      ['llama-566dfbb897-7pzn4', PASTE[2]],
    ]);
  });

  it('leaves two-word starts alone without a mark', () => {
    const entries = parseLog('llama-566dfbb897-7pzn4 llama hello', { year: 2023 }).entries;
    expect(entries[0]!.message).toBe('llama-566dfbb897-7pzn4 llama hello');
  });
});
