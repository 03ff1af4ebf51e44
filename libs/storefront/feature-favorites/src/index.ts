export * from './favorite-button';
export * from './favorites-page';
export * from './favorites-store';
export * from './header-favorites';
export * from './react';
