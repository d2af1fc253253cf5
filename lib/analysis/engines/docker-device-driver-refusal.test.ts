import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// moby's daemon/errors.go incompatibleDeviceRequest: no registered device driver (the NVIDIA toolkit's) matches `--gpus`.
describe("the Docker daemon's refusal of a GPU request it has no device driver for", () => {
  // huggingface/text-generation-inference#1312: `docker run --gpus all` of TGI's image on a host without the NVIDIA toolkit.
  it('names the refusal as the cause of a container that never ran, with no engine from the image', () => {
    const log = [
      '(text-generation-inference) host:~/text-generation-inference$ sudo docker run --gpus all --shm-size 1g -p 3000:80 -v $volume:/data ghcr.io/huggingface/text-generation-inference:1.0.0 --model-id $model',
      '',
      'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].',
      'ERRO[0000] error waiting for container:',
    ].join('\n');
    const attempts = analyse(parseLog(log).entries).attempts;
    expect(attempts.map((a) => [a.engine, a.outcome])).toEqual([['unknown', 'failed']]);
    expect(attempts[0]!.fatal?.headline).toContain('could not select device driver "" with capabilities: [[gpu]]');
  });
});
