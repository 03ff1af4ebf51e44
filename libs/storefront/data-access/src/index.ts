export * from './branding';
export * from './log';
export * from './query-client';
export * from './redirect-lookup';
export * from './request-context';
export * from './root-data';
export * from './session-client';
export * from './site-settings';
