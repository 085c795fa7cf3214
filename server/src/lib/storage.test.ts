import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from './storage.ts';

describe('storage', () => {
  let root: string;
  let storage: Storage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'umka-storage-test-'));
    storage = createStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores each file under a new generated name and reads it back', async () => {
    const bytes = Buffer.from('picture');
    const first = await storage.write('media', 'png', bytes);
    const second = await storage.write('media', 'png', bytes);
    expect(first).toMatch(/^[a-z0-9-]+\.png$/);
    expect(second).not.toBe(first);
    expect(await storage.read('media', first)).toEqual(bytes);
    // Nothing but the finished files is left in the folder.
    expect((await readdir(join(root, 'media'))).sort()).toEqual([first, second].sort());
  });

  it("keeps stored files and their folders for the server's own user only, even a folder an older version opened", async () => {
    await mkdir(join(root, 'private'), { mode: 0o755 });
    await chmod(join(root, 'private'), 0o755);
    const name = await storage.write('private', 'pdf', Buffer.from('%PDF'));
    expect((await stat(join(root, 'private'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, 'private', name))).mode & 0o777).toBe(0o600);
  });

  it('finds nothing for an unknown name or one that could leave the folder', async () => {
    expect(await storage.read('media', '00000000-0000-0000-0000-000000000000.png')).toBeNull();
    expect(await storage.read('media', '../media/x.png')).toBeNull();
    expect(await storage.read('media', '.x.png.tmp')).toBeNull();
  });

  it('refuses folders and extensions that are not plain names', async () => {
    await expect(storage.write('../elsewhere', 'png', Buffer.from('x'))).rejects.toThrow(/folder/);
    await expect(storage.write('media', 'png/../x', Buffer.from('x'))).rejects.toThrow(/extension/);
    await expect(storage.read('a/b', 'x.png')).rejects.toThrow(/folder/);
  });

  it('removes a stored file, and leaves alone a name it would not give', async () => {
    const kept = await storage.write('removal', 'png', Buffer.from('kept'));
    const removed = await storage.write('removal', 'png', Buffer.from('removed'));
    await storage.remove('removal', removed);
    await storage.remove('removal', removed);
    await storage.remove('removal', `../removal/${kept}`);
    expect(await storage.read('removal', removed)).toBeNull();
    expect(await readdir(join(root, 'removal'))).toEqual([kept]);
    await expect(storage.remove('../removal', kept)).rejects.toThrow(/folder/);
  });
});
