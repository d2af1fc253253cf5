// The subset of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    connectionRate?: number;
    overallRate?: number;
    timeout?: number;
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** The running instance: an EventEmitter ('reqError' carries each failed request's error). */
  interface Instance {
    on(event: 'reqError', listener: (err: NodeJS.ErrnoException) => void): Instance;
  }
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
