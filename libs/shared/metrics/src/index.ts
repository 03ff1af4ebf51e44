export * from './buckets';
export * from './metrics-server';
