import base, { allowApiModules } from '../../eslint.config.mjs';

/**
 * Customers a tool makes straight in the database must be hashed exactly as the API hashes (else every sign-in would
 * rehash, and a benchmark would measure that), so the kit imports the API's password module. Nx forbids importing an
 * application; this module, and nothing else of the API, is let through.
 */
const API_MODULES = ['../../../apps/api/src/modules/identity/passwords'];

export default allowApiModules(base, API_MODULES);
