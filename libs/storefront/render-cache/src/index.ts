export * from './lru';
export * from './memo';
export * from './page-key';
export * from './personal-memo';
export * from './purge-source';
export * from './sse';
