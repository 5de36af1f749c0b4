import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoMessages } from '@app/contract';
import { HttpError } from '../src/platform/errors.ts';
import { PHOTO_MAX_SIDE, processProfilePhoto, storeProfilePhoto } from '../src/platform/images.ts';
import { LocalStorage } from '../src/platform/storage.ts';
import {
  corruptJpeg,
  elfExecutable,
  exeRenamed,
  jpegPhoto,
  oversizedJpeg,
  pngPhoto,
  svgImage,
} from './fixtures/photos.ts';

/** The 400 R1 error a refused photo throws, or undefined if it was accepted. */
async function refusal(data: Buffer, field?: string): Promise<HttpError | undefined> {
  try {
    await processProfilePhoto(data, field);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('processProfilePhoto', () => {
  it('the photo limit is the spec 2 MB', () => {
    expect(MAX_PHOTO_BYTES).toBe(2 * 1024 * 1024);
  });

  it('accepts a PNG and answers a JPEG', async () => {
    const out = await processProfilePhoto(await pngPhoto(300, 200));
    expect(out.extension).toBe('jpg');
    const meta = await sharp(out.buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('strips EXIF and turns the photo upright by its orientation', async () => {
    // 400 wide, 100 high, marked "rotate 90° clockwise to view" (orientation 6), with a GPS-ish comment.
    const input = await jpegPhoto(400, 100, {
      orientation: 6,
      exif: { IFD0: { Copyright: 'secret-place', ImageDescription: 'home' } },
    });
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.orientation).toBe(6);

    const out = await processProfilePhoto(input);
    const meta = await sharp(out.buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 400]);
    expect(out.buffer.includes(Buffer.from('secret-place'))).toBe(false);
  });

  it('shrinks a large photo to fit, and never enlarges a small one', async () => {
    const big = await processProfilePhoto(await jpegPhoto(1600, 1000));
    const bigMeta = await sharp(big.buffer).metadata();
    expect([bigMeta.width, bigMeta.height]).toEqual([PHOTO_MAX_SIDE, 500]);
    const small = await processProfilePhoto(await pngPhoto(40, 60));
    const smallMeta = await sharp(small.buffer).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([40, 60]);
  });

  it.each([
    ['an SVG', svgImage],
    ['a Windows executable renamed .jpg', exeRenamed],
    ['an ELF executable', elfExecutable],
    ['a truncated JPEG', corruptJpeg],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
    ],
    ['random bytes', () => Promise.resolve(Buffer.from('not an image at all, just text'))],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0))],
  ])('refuses %s as not a PNG or JPG', async (_name, make) => {
    const error = await refusal(await make(), 'profile_picture');
    expect(error?.statusCode).toBe(400);
    expect(error?.detail).toBe(photoMessages.invalidType);
    expect(error?.errors).toEqual({ profile_picture: [photoMessages.invalidType] });
  });

  it('refuses a file over 2 MB with the size text', async () => {
    const data = await oversizedJpeg();
    expect(data.length).toBeGreaterThan(MAX_PHOTO_BYTES);
    const error = await refusal(data);
    expect(error?.statusCode).toBe(400);
    expect(error?.errors).toEqual({ profile_photo: [photoMessages.tooLarge] });
  });

  it('refuses a decompression bomb (a small file declaring a huge canvas) without decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    const error = await refusal(bomb);
    expect(error?.errors).toEqual({ profile_photo: [photoMessages.invalidType] });
  });
});

describe('storeProfilePhoto', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('stores the re-encoded photo under an unguessable name and answers its /media/ URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'photos-'));
    dirs.push(dir);
    const storage = new LocalStorage(dir);
    const first = await storeProfilePhoto(storage, 7, await pngPhoto(50, 50));
    const second = await storeProfilePhoto(storage, 7, await pngPhoto(50, 50));
    expect(first).toMatch(/^\/media\/photos\/7-[0-9a-f]{24}\.jpg$/);
    expect(second).not.toBe(first);
    const stored = await readFile(path.join(storage.root, first.slice('/media/'.length)));
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('stores nothing for a refused photo', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'photos-'));
    dirs.push(dir);
    const storage = new LocalStorage(dir);
    await expect(storeProfilePhoto(storage, 7, await svgImage())).rejects.toBeInstanceOf(HttpError);
    await expect(readFile(path.join(storage.root, 'photos'))).rejects.toThrow();
  });
});
