import { AppError, ErrorCode } from '@shop/errors';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImage, processImage, sniffImageFormat, srcset, variantWidths, VARIANT_WIDTHS } from './image-pipeline';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return err instanceof AppError ? err.code : -1;
  }
}

describe('variant widths', () => {
  it('keeps the standard widths below the original and adds the original width', () => {
    expect(variantWidths(1000)).toEqual([320, 640, 768, 1000]);
    expect(variantWidths(768)).toEqual([320, 640, 768]);
  });

  it('caps the widest variant at 1536 and never upscales a small image', () => {
    expect(variantWidths(4000)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(0)).toEqual([]);
  });
});

describe('sniffing', () => {
  it('names PNG, JPEG, WebP and GIF by their first bytes', async () => {
    expect(sniffImageFormat(await image(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await image(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await image(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await image(4, 4).gif().toBuffer())).toBe('gif');
  });

  it('does not take text, SVG or an empty file for an image', () => {
    expect(sniffImageFormat(new TextEncoder().encode('это не картинка, а текст'))).toBeNull();
    expect(
      sniffImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('processing', () => {
  it('converts a PNG into webp variants no wider than the original', async () => {
    const result = await processImage(await image(900, 600).png().toBuffer());
    expect(result).toMatchObject({ format: 'png', mimeType: 'image/png', extension: 'png', width: 900, height: 600 });
    expect(result.variants.map((v) => v.width)).toEqual([320, 640, 768, 900]);
    for (const v of result.variants) {
      expect(sniffImageFormat(v.body)).toBe('webp');
      expect(v.height).toBe(Math.round((v.width * 600) / 900));
      expect(v.size).toBe(v.body.length);
    }
  });

  it('scales a wide JPEG down to 1536 at most', async () => {
    const result = await processImage(await image(2000, 500).jpeg().toBuffer());
    expect(result.variants.map((v) => v.width)).toEqual([...VARIANT_WIDTHS]);
    expect((await sharp(result.variants.at(-1)?.body).metadata()).width).toBe(1536);
  });

  it('refuses text, a renamed text file and a truncated PNG with code 10', async () => {
    const text = new TextEncoder().encode('Прайс-лист.png — на самом деле текст');
    expect(await codeOf(processImage(text))).toBe(ErrorCode.FileNotImage);
    const png = await image(50, 50).png().toBuffer();
    expect(await codeOf(processImage(png.subarray(0, 12)))).toBe(ErrorCode.FileNotImage);
    const glued = Buffer.concat([png.subarray(0, 8), new TextEncoder().encode('not the rest of a png')]);
    expect(await codeOf(inspectImage(glued))).toBe(ErrorCode.FileNotImage);
  });
});

describe('srcset', () => {
  it('lists variants narrowest first with their widths', () => {
    expect(
      srcset([
        { width: 640, url: '/storage/public/media/a/w640.webp' },
        { width: 320, url: '/storage/public/media/a/w320.webp' },
      ]),
    ).toBe('/storage/public/media/a/w320.webp 320w, /storage/public/media/a/w640.webp 640w');
  });
});
