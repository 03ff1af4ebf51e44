import base from '../../eslint.config.mjs';

/**
 * Customers a tool makes straight in the database must be hashed exactly as the API hashes (else every sign-in would
 * rehash, and a benchmark would measure that), so the kit imports the API's password module. Nx forbids importing an
 * application; this module, and nothing else of the API, is let through.
 */
const API_MODULES = ['../../../apps/api/src/modules/identity/passwords'];

export default base.map((entry) => {
  const rule = entry.rules?.['@nx/enforce-module-boundaries'];
  // Only the entry that configures the rule; another may just turn it off (vitest.config.ts).
  if (!Array.isArray(rule)) return entry;
  const [level, options] = rule;
  return {
    ...entry,
    rules: {
      ...entry.rules,
      '@nx/enforce-module-boundaries': [level, { ...options, allow: [...options.allow, ...API_MODULES] }],
    },
  };
});
