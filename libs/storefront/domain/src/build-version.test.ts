import { describe, expect, it, vi } from 'vitest';
import { BUILD_VERSION_URL, isNewerBuildAvailable } from './build-version';

const json = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('isNewerBuildAvailable', () => {
  it('is true when the deployed version differs from this bundle', async () => {
    const fetchMock = json({ version: 'b' });
    expect(await isNewerBuildAvailable('a', fetchMock)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(BUILD_VERSION_URL);
  });

  it('is false for the same version, an error reply or a network failure', async () => {
    expect(await isNewerBuildAvailable('a', json({ version: 'a' }))).toBe(false);
    expect(await isNewerBuildAvailable('a', json({}, 404))).toBe(false);
    expect(
      await isNewerBuildAvailable(
        'a',
        vi.fn<typeof fetch>(async () => {
          throw new TypeError('offline');
        }),
      ),
    ).toBe(false);
  });
});
