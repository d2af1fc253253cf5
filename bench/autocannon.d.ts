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
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
