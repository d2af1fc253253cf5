import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Real lines: xorbitsai/inference#1450 (Xinference's 500 carrying Ray's ActorDiedError for vLLM's RayWorkerVllm, its fields
// flattened onto one line) and verl-project/verl#472 (the same error's text for an actor whose class the paste does not name).
const XINFERENCE = [
  'Server error: 500 - [address=xinference-worker-3:43697, pid=28225] The actor died unexpectedly before finishing this task. class_name: RayWorkerVllm actor_id: 43bef624e9a09fa65fb3f0f701000000 pid: 41977 namespace: 9c8e6b06-be1a-45ef-8c47-0cd7d1168cd0 ip: 172.27.0.4 The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors. The actor never ran - it was cancelled before it started running.',
];
const NO_CLASS = [
  'The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.',
  'The actor never ran - it was cancelled before it started running.',
];

describe("Ray's ActorDiedError with its fields on one line", () => {
  it("naming vLLM's rank class: vLLM's engine, failed (its rank actors get no restarts), the death the cause", () => {
    const [story] = readStories(XINFERENCE, 2024);
    expect([story?.engine, story?.outcome]).toEqual(['vllm', 'failed']);
    expect(story?.fatal).toContain('The actor died unexpectedly before finishing this task');
  });

  it('naming no class: whose actor died is unknown, a cause and no end', () => {
    const [story] = readStories(NO_CLASS, 2025);
    expect([story?.engine, story?.outcome]).toEqual(['unknown', 'running']);
    expect(story?.fatal).toContain('The actor is dead because its worker process has died');
  });
});
