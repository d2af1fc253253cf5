import fc from 'fast-check';

// One fixed seed unless FC_SEED says otherwise, so a failure (or a run that hangs, which prints nothing) replays:
// FC_SEED=<n> replays a run, FC_SEED=random explores and prints the seed it drew.
const DEFAULT_SEED = 1000;
const env = process.env.FC_SEED;
const seed = env === 'random' ? (Date.now() ^ (Math.random() * 0x1_0000_0000)) | 0 : env ? Number(env) : DEFAULT_SEED;
if (env === 'random') console.log(`fast-check seed ${seed} (replay with FC_SEED=${seed})`);
// A synchronous property cannot be stopped by vitest's testTimeout; fast-check checks its clock between runs, which bounds
// the runs and, after a failure, the shrinking (inputs of 1 MB make each shrink step slow). The failure found is still reported.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed, interruptAfterTimeLimit: 20_000 });
