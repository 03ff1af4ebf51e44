// autocannon ships no types; only what the benchmark uses is declared.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    requests?: RequestSpec[];
    initialContext?: Record<string, unknown>;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Measured time, seconds. */
    duration: number;
    /** Responses by status code. */
    statusCodeStats: Record<string, { count: number }>;
  }
  /** The running benchmark: a promise of the result that also reports each response as it arrives. */
  export interface Instance extends Promise<Result> {
    /** Ends the run early; the promise then resolves with what was measured so far. */
    stop(): void;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
