import base from '../../eslint.config.mjs';

export default [
  ...base,
  // The fixtures break the boundaries on purpose; only src/boundaries.test.ts lints them.
  { ignores: ['fixture/**'] },
];
