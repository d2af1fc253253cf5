import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Real lines: vllm-project/vllm#1160 (the raylet's summary relayed to a vLLM driver, colour codes printed as `#033[…m`, the
// stamp replaced by `[DATE]`, every line hard-wrapped at a fixed width) and hiyouga/EasyR1#185 (the same summary on one line).
const WRAPPED = [
  '#033[2m#033[33m(raylet)#033[0m [DATE] (raylet) node_manager.cc:3007: 2 Workers (tasks /',
  ' actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: abd406d415bd2b74a5',
  'e281968fd76aa200d56e4529fd1c1cd4373840, IP: 10.0.167.26) over the last time period. To see more information about th',
  'e Workers killed on this node, use `ray logs raylet.out -ip 10.0.167.26`',
];
const ONE_LINE = [
  '(raylet) [2025-04-02 15:02:00,117 E 135782 135782] (raylet) node_manager.cc:3069: 1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 351e406b196f66bb45eaad02a3b8b4725babfa8cc12949432f7ad7d8, IP: 10.95.143.76) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 10.95.143.76`',
  '(raylet) ',
];

describe("the raylet's summary of memory-monitor kills", () => {
  it('hard-wrapped after `(tasks /`: its head is the cause; Ray may retry a task, so no end of an unknown server', () => {
    const stories = readStories(WRAPPED, 2023);
    expect(stories.map((s) => [s.engine, s.outcome])).toEqual([['unknown', 'running']]);
    expect(stories[0]?.fatal).toMatch(/node_manager\.cc:3007: 2 Workers \(tasks \/$/);
  });

  it('on one line: the cause as well', () => {
    const [story] = readStories(ONE_LINE, 2025);
    expect(story?.fatal).toContain('1 Workers (tasks / actors) killed due to memory pressure (OOM)');
  });

  it('the wrapped tail alone names no kill count and is no cause', () => {
    expect(readStories(WRAPPED.slice(2), 2023)[0]?.fatal ?? null).toBeNull();
  });
});
