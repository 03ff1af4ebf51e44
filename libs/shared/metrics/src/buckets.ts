/** Request and query durations in seconds: from a cached answer (under a millisecond) to a slow export or upload. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
