import { describe, expect, it } from 'vitest';
import { failureReport, PASSES, storiesOf } from './stories.ts';

describe('storiesOf', () => {
  it('lists the stories of a build index in their order and leaves docs pages out', () => {
    const index = {
      v: 5,
      entries: {
        'ui-kit-button--playground': {
          type: 'story',
          id: 'ui-kit-button--playground',
          title: 'UI Kit/Button',
          name: 'Playground',
        },
        'ui-kit-button--docs': { type: 'docs', id: 'ui-kit-button--docs', title: 'UI Kit/Button', name: 'Docs' },
        'admin-table--rows': { type: 'story', id: 'admin-table--rows', title: 'Admin/Table', name: 'Rows' },
      },
    };
    expect(storiesOf(index).map((story) => story.id)).toEqual(['ui-kit-button--playground', 'admin-table--rows']);
  });

  it('refuses a file that is not a Storybook index', () => {
    expect(() => storiesOf({ stories: {} })).toThrow(/index\.json/);
  });
});

describe('PASSES', () => {
  it('render every story in both colour modes, one of them at a phone’s width', () => {
    expect(new Set(PASSES.map((pass) => pass.colorMode))).toEqual(new Set(['light', 'dark']));
    expect(Math.min(...PASSES.map((pass) => pass.width))).toBeLessThanOrEqual(360);
  });
});

describe('failureReport', () => {
  it('names each failed story, its pass and what went wrong', () => {
    const story = { id: 'admin-table--rows', title: 'Admin/Table', name: 'Rows' };
    const pass = { label: 'тёмная тема, телефон 320 px', colorMode: 'dark', width: 320, height: 640 } as const;
    expect(failureReport([{ story, pass, problems: ['console.error: boom', 'пустой корень'] }])).toBe(
      `✗ Admin/Table › Rows (admin-table--rows), ${pass.label}\n    console.error: boom\n    пустой корень`,
    );
  });
});
