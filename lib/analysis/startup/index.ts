export * from './types';
export { attemptStartup, STARTUP_RULES } from './attempt-startup';
export { changedSinceReady, VOLATILE_ARGS } from './changed-since-ready';
export { formatStartupValue } from './format-value';
export { parsePythonDict } from './read-python-literal';
