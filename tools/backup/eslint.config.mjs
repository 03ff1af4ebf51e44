import base from '../../eslint.config.mjs';

/**
 * The backup finds the database and the files exactly where the API does, and brings a restored database up to the
 * API's schema with the API's own migrator, so it imports the API's configuration and database modules. Nx forbids
 * importing an application; these two modules, and nothing else of the API, are let through.
 */
const API_MODULES = ['../../../apps/api/src/config', '../../../apps/api/src/db/database'];

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
