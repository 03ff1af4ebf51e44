/** `npm run test:timings`: the table of where the last `npm test` spent its minutes, into docs/test-timings.md. */
import { workspaceRoot } from './services.ts';
import { writeTimings } from './timings.ts';

const text = await writeTimings(workspaceRoot);
console.log(text);
