import base from '../../eslint.config.mjs';

// An e2e project is test code through and through: it may use the test-only libs anywhere.
export default [...base, { rules: { 'no-restricted-imports': 'off' } }];
