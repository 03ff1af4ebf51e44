import { describe, expect, it } from 'vitest';
import { ROOT } from '@shop/tools-kit';
import { stagesOf, type Call } from './calls.ts';
import { packageOf, summarizeProfile, type CpuProfile } from './summarize-cpuprofile.ts';

describe('packageOf', () => {
  it('names the package of a node_modules file, scoped or not, at the innermost node_modules', () => {
    expect(packageOf('parse', 'file:///x/node_modules/pg-protocol/dist/parser.js')).toBe('pg-protocol');
    expect(packageOf('f', 'file:///x/node_modules/@fastify/compress/index.js')).toBe('@fastify/compress');
    expect(packageOf('f', 'file:///x/node_modules/a/node_modules/b/index.js')).toBe('b');
  });

  it('tells Node internals, native code, V8 states and our own files apart', () => {
    expect(packageOf('emit', 'node:events')).toBe('node internals');
    expect(packageOf('writev', '')).toBe('(native: V8 builtins, Node bindings)');
    expect(packageOf('(idle)', '')).toBe('(idle)');
    expect(packageOf('(garbage collector)', '')).toBe('(garbage collector)');
    expect(packageOf('bySlug', `file://${ROOT}apps/api/src/modules/products/service.ts`)).toBe('apps/api');
    expect(packageOf('f', `file://${ROOT}libs/storefront/feature-product/src/x.ts`)).toBe(
      'libs/storefront/feature-product',
    );
  });
});

describe('summarizeProfile', () => {
  // root → handler (ours) → query (pg) → writev (native); samples: 3 ms in writev, 1 ms in the handler, 2 ms idle.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 5] },
      {
        id: 2,
        callFrame: { functionName: 'handler', url: `file://${ROOT}apps/api/src/main.ts`, lineNumber: 9 },
        children: [3],
      },
      {
        id: 3,
        callFrame: { functionName: 'query', url: 'file:///x/node_modules/pg/lib/client.js', lineNumber: 0 },
        children: [4],
      },
      { id: 4, callFrame: { functionName: 'writev', url: '', lineNumber: -1 } },
      { id: 5, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
    ],
    startTime: 0,
    endTime: 6000,
    samples: [4, 4, 2, 4, 5, 5],
    // Each sample lasts until the next one: the delta after it.
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000],
  };

  it('adds self time to the top frame and total time once to every frame and package on the stack', () => {
    const s = summarizeProfile(profile);
    expect(s.busyUs).toBe(4000);
    expect(s.idleUs).toBe(2000);
    expect(s.byPackage.self.get('(native: V8 builtins, Node bindings)')).toBe(3000);
    expect(s.byPackage.self.get('apps/api')).toBe(1000);
    expect(s.byPackage.total.get('apps/api')).toBe(4000);
    expect(s.byPackage.total.get('pg')).toBe(3000);
    expect(s.byFunction.self.get('handler apps/api/src/main.ts:10')).toBe(1000);
    expect(s.themes.get('SQL: node-postgres (protocol, parsing rows)')).toBe(3000);
  });
});

describe('stagesOf', () => {
  const call = (start: number, end: number): Call => ({ kind: 'fetch', what: '/x', start, end });

  it('counts parallel calls as one stage and calls one after another as one stage each', () => {
    expect(stagesOf([])).toBe(0);
    expect(stagesOf([call(0, 5), call(1, 4), call(2, 6)])).toBe(1);
    expect(stagesOf([call(10, 12), call(0, 5), call(6, 9)])).toBe(3);
    // A redirect look-up first, then three loaders side by side: two stages.
    expect(stagesOf([call(0, 2), call(3, 9), call(3, 7), call(4, 8)])).toBe(2);
  });
});
