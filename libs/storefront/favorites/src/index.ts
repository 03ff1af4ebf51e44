export * from './favorites-store';
export * from './react';
