/**
 * The default file storage (ADR 33): a folder under DATA_DIR. What /media/ serves from it is covered by the
 * settings and catalogue seed tests; here the FileStorage calls themselves, which account deletion and a
 * refused mentor application rely on. The S3 storage passes the same kind of checks in storage-s3.test.ts.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../src/platform/storage.ts';

let dataDir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'storage-local-'));
  storage = new LocalStorage(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('LocalStorage', () => {
  it('writes under DATA_DIR/uploads, reads back as a stream with its size, and removes', async () => {
    expect(await storage.put('photos/7-abc.jpg', 'jpeg bytes')).toBe('/media/photos/7-abc.jpg');
    expect(existsSync(path.join(dataDir, 'uploads', 'photos', '7-abc.jpg'))).toBe(true);
    const file = await storage.read('photos/7-abc.jpg');
    expect(file?.size).toBe(10);
    expect(await text(file!.body)).toBe('jpeg bytes');

    await storage.remove('photos/7-abc.jpg');
    expect(await storage.read('photos/7-abc.jpg')).toBeUndefined();
    // Removing what is not there is no error: a second deletion, or a photo already gone.
    await expect(storage.remove('photos/7-abc.jpg')).resolves.toBeUndefined();
  });

  it('reads nothing for a missing file, a folder or a path the server never chooses', async () => {
    await storage.put('portraits/1.svg', '<svg/>');
    await mkdir(path.join(dataDir, 'uploads', 'portraits', 'folder.svg'));
    for (const relative of [
      'portraits/2.svg',
      'portraits/folder.svg',
      'portraits',
      '../uploads/portraits/1.svg',
      'portraits/1.txt',
    ])
      expect(await storage.read(relative), relative).toBeUndefined();
  });

  it('refuses to write or remove outside the paths the server chooses', async () => {
    await expect(storage.put('../escape.svg', '<svg/>')).rejects.toThrow('Unsafe storage path');
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow('Unsafe storage path');
  });
});
