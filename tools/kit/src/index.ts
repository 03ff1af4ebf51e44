export * from './prng';
export * from './servers';
export * from './cluster';
export * from './nginx';
