import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// chat_utils raises `NotImplementedError: Unknown part type: …` for a chat request's content part it cannot parse; serving_chat's
// create_chat_completion catches it (a RuntimeError), logs it with logger.exception and answers that request 400 (vllm-project/vllm#28385).
const TAG = '(APIServer pid=1) ERROR 11-09 23:57:25 [serving_chat.py:263] ';

describe('vLLM chat request with an unknown content part type', () => {
  it('is a request answered by a serving API server, not its death', () => {
    const [a] = analyse(
      parseLog(
        [
          `${TAG}  File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/chat_utils.py", line 1416, in _parse_chat_message_content_part`,
          `${TAG}    raise NotImplementedError(f"Unknown part type: {part_type}")`,
          `${TAG}NotImplementedError: Unknown part type: video`,
        ].join('\n'),
        { year: 2025 },
      ).entries,
    ).attempts;
    expect([a!.outcome, a!.fatal?.headline ?? null, a!.phases.map((p) => p.name)]).toEqual(['ready', null, ['ready']]);
  });
});
