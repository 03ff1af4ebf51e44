export * from './integrator-banner';
export * from './integrator-request-api';
export * from './integrator-request-form';
export * from './integrator-request-section';
export * from './integrator-request-values';
export * from './integrator-request-watch';
export * from './use-integrator-request';
