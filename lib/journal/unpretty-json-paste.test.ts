import { describe, expect, it } from 'vitest';
import { unprettyJsonPaste } from './unpretty-json-paste';

describe('unprettyJsonPaste', () => {
  it("joins a viewer's expanded JSON log record back into the one line the server printed (huggingface/text-generation-inference#3050)", () => {
    const text = [
      '{',
      '    "timestamp": "2025-02-21T01:15:43.569760Z",',
      '    "level": "INFO",',
      '    "message": "Success",',
      '    "span": {',
      '        "inference_time": "286.497811ms"',
      '    }',
      '}',
      'after',
    ].join('\n');
    expect(unprettyJsonPaste(text)).toBe('{"timestamp":"2025-02-21T01:15:43.569760Z","level":"INFO","message":"Success","span":{"inference_time":"286.497811ms"}}\nafter');
    expect(JSON.parse(unprettyJsonPaste(text).split('\n')[0]!)).toMatchObject({ level: 'INFO', message: 'Success' });
  });

  it('joins a record cut before its closing brace, and keeps the space inside a value', () => {
    const text = '{\n    "timestamp": "2025-02-21T01:15:43Z",\n    "message": "Setting max batch total tokens to 16000",';
    expect(unprettyJsonPaste(text)).toBe('{"timestamp":"2025-02-21T01:15:43Z","message":"Setting max batch total tokens to 16000",');
  });

  it("joins a terminal's copy that pads every line with spaces", () => {
    const text = '{   \n    "timestamp": "2025-02-21T01:15:43Z",   \n    "level": "INFO",   \n    "message": "Success"   \n}   \nafter';
    expect(unprettyJsonPaste(text)).toBe('{"timestamp":"2025-02-21T01:15:43Z","level":"INFO","message":"Success"}\nafter');
  });

  it('leaves a pretty-printed config file, JSON lines and other text alone (the same string)', () => {
    const config = '{\n  "_name_or_path": "llama-2-7b/config.json",\n  "architectures": [\n    "LlamaForCausalLM"\n  ]\n}\n';
    expect(unprettyJsonPaste(config)).toBe(config);
    const lines = '{"timestamp":"2025-02-21T01:15:43Z","level":"INFO"}\n{"timestamp":"2025-02-21T01:15:44Z","level":"INFO"}\n';
    expect(unprettyJsonPaste(lines)).toBe(lines);
    const code = 'Args {\n    model_id: "x",\n}\n';
    expect(unprettyJsonPaste(code)).toBe(code);
  });
});
