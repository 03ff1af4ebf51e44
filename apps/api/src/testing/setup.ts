import { afterAll } from 'vitest';
import { disposeTestDatabases } from './test-database';

// Runs in every test file: PostgreSQL databases created by the file are dropped when it ends.
afterAll(disposeTestDatabases);
