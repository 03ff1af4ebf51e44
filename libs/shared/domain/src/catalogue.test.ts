import { describe, expect, it } from 'vitest';
import { imageVariantWidths, normalizeArticle } from './catalogue';

describe('catalogue rules', () => {
  it('normalises every spelling of an article to one key', () => {
    expect(['DTCO 4.1', 'dtco4.1', 'DTCO-4.1', ' d.t.c.o 4/1 '].map(normalizeArticle)).toEqual([
      'dtco41',
      'dtco41',
      'dtco41',
      'dtco41',
    ]);
    expect(normalizeArticle('КВ-СКЗИ 02')).toBe('квскзи02');
    expect(normalizeArticle('--- ...')).toBe('');
  });

  it('gives an image the standard widths below it and its own width, never upscaled, at most 1536', () => {
    expect(imageVariantWidths(1000)).toEqual([320, 640, 768, 1000]);
    expect(imageVariantWidths(640)).toEqual([320, 640]);
    expect(imageVariantWidths(200)).toEqual([200]);
    expect(imageVariantWidths(4000)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(imageVariantWidths(0)).toEqual([]);
  });
});
