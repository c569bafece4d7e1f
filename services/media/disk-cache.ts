/**
 * A folder of made files bounded in bytes: when a new file takes it over the limit, the least
 * recently used files are deleted. The folder is read once at first use, so the bound holds across
 * restarts; concurrent requests for the same missing key make it once.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type DiskCache = {
  /** The cached file of `key`, else what `make` produces (then stored). */
  getOrMake(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes and files held now. */
  usage(): Promise<{ bytes: number; files: number }>;
};

export const createDiskCache = (dir: string, maxBytes: number): DiskCache => {
  /** File name -> size, least recently used first (a Map keeps insertion order). */
  const entries = new Map<string, number>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let ready: Promise<void> | undefined;

  const init = (): Promise<void> =>
    (ready ??= (async () => {
      await mkdir(dir, { recursive: true });
      const found = await Promise.all(
        (await readdir(dir)).map(async (name) => ({ name, stats: await stat(path.join(dir, name)) })),
      );
      for (const { name, stats } of found.filter((f) => f.stats.isFile()).sort((a, b) => a.stats.mtimeMs - b.stats.mtimeMs)) {
        entries.set(name, stats.size);
        bytes += stats.size;
      }
      await evict();
    })());

  const evict = async (): Promise<void> => {
    for (const [name, size] of entries) {
      if (bytes <= maxBytes) return;
      entries.delete(name);
      bytes -= size;
      await rm(path.join(dir, name), { force: true });
    }
  };

  const touch = (name: string, size: number): void => {
    if (entries.has(name)) bytes -= entries.get(name) ?? 0;
    entries.delete(name);
    entries.set(name, size);
    bytes += size;
  };

  const make = async (name: string, produce: () => Promise<Buffer>): Promise<Buffer> => {
    const body = await produce();
    // Written beside and renamed, so a reader never sees half a file.
    const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
    await writeFile(tmp, body);
    await rename(tmp, path.join(dir, name));
    touch(name, body.length);
    await evict();
    return body;
  };

  return {
    getOrMake: async (name, produce) => {
      await init();
      if (entries.has(name)) {
        const body = await readFile(path.join(dir, name)).catch(() => undefined);
        if (body) {
          touch(name, body.length);
          return body;
        }
      }
      const pending = making.get(name) ?? make(name, produce).finally(() => making.delete(name));
      making.set(name, pending);
      return pending;
    },
    usage: async () => {
      await init();
      return { bytes, files: entries.size };
    },
  };
};
