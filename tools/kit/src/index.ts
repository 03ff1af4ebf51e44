export * from './prng';
export * from './servers';
