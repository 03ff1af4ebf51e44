import { adminVitestConfig } from '../vitest-shared';

export default adminVitestConfig(import.meta.url);
