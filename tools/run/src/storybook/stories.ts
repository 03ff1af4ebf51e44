/**
 * What the story check reads and reports, apart from the browser: the stories of a static Storybook build's
 * index.json, the passes each story is rendered in, and the report of the stories that failed.
 */

/** One entry of a Storybook build's index.json (`v` 5): a story or a docs page. */
interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

/** A story to render: its id (the iframe's `id=`) and its place in the sidebar. */
export interface StoryRef {
  id: string;
  title: string;
  name: string;
}

/** The stories of a build's index.json in their sidebar order (docs pages left out). */
export function storiesOf(index: unknown): StoryRef[] {
  const entries = (index as { entries?: Record<string, IndexEntry> } | null)?.entries;
  if (!entries) throw new Error('index.json без entries: это не сборка Storybook 8 или новее');
  return Object.values(entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

/** One rendering of every story: a colour mode (the preview's `colorMode` global) in a window of a size. */
export interface Pass {
  label: string;
  colorMode: 'light' | 'dark';
  width: number;
  height: number;
}

/** Every story in the light mode on a desktop and in the dark mode on the narrowest phone the shop supports. */
export const PASSES: readonly Pass[] = [
  { label: 'светлая тема, 1280 px', colorMode: 'light', width: 1280, height: 800 },
  { label: 'тёмная тема, телефон 320 px', colorMode: 'dark', width: 320, height: 640 },
];

/** What went wrong with one story in one pass. */
export interface StoryFailure {
  story: StoryRef;
  pass: Pass;
  problems: string[];
}

/** The report of the failed stories, one block each, for the end of the output. */
export function failureReport(failures: readonly StoryFailure[]): string {
  return failures
    .map(
      ({ story, pass, problems }) =>
        `✗ ${story.title} › ${story.name} (${story.id}), ${pass.label}\n${problems.map((p) => `    ${p}`).join('\n')}`,
    )
    .join('\n');
}
