import { describe, expect, it, vi } from 'vitest';
import { logFailure } from './log';

describe('logFailure', () => {
  it('writes to the console and pushes the entry to the log call', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    await logFailure('http://api.test', 'site-settings', new Error('HTTP 500'), fetchMock);
    expect(consoleError).toHaveBeenCalledWith('[site-settings]', expect.any(Error));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://api.test/api/v1/logger/push');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({
      level: 'error',
      placement: 'storefront:site-settings',
      payload: { name: 'Error', message: 'HTTP 500' },
    });
    consoleError.mockRestore();
  });

  it('never throws, even when the log call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('offline');
    });
    await expect(logFailure('', 'x', 'boom', failing)).resolves.toBeUndefined();
    consoleError.mockRestore();
  });
});
