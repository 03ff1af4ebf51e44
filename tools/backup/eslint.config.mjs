import base, { allowApiModules } from '../../eslint.config.mjs';

/**
 * The backup finds the database and the files exactly where the API does, and brings a restored database up to the
 * API's schema with the API's own migrator, so it imports the API's configuration and database modules. Nx forbids
 * importing an application; these two modules, and nothing else of the API, are let through.
 */
const API_MODULES = ['../../../apps/api/src/config', '../../../apps/api/src/db/database'];

export default allowApiModules(base, API_MODULES);
