import { describe, expect, it } from 'vitest';
import { runProgram } from './command';
import { formatBytes } from './report';
import { fileStamp } from './stamp';

describe('the backup helpers', () => {
  it('names a missing pg_dump in Russian with what to install, and shows what a failing program said', async () => {
    // spawn looks a program up in the PATH of the environment it is given.
    await expect(runProgram('pg_dump', ['--version'], { PATH: '/nonexistent' })).rejects.toThrow(
      /^Программа pg_dump не найдена: установите клиент PostgreSQL/,
    );
    await expect(runProgram('sh', ['-c', 'echo "нет такой базы" >&2; exit 3'])).rejects.toThrow(
      'sh завершилась с кодом 3:\nнет такой базы',
    );
  });

  it('stamps file names in UTC without colons and prints sizes the Russian way', () => {
    expect(fileStamp(new Date('2026-03-05T07:08:09.123Z'))).toBe('20260305T070809Z');
    expect(formatBytes(512)).toBe('512 Б');
    expect(formatBytes(1536)).toBe('1,5 КБ');
    expect(formatBytes(8_000_000)).toBe('7,6 МБ');
  });
});
