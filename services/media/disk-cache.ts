/**
 * A folder of made files bounded in bytes: after each new file the folder is read again and the
 * least recently used files are deleted until it is back under its limit. The folder, not this
 * process's memory, is what is counted, so several processes sharing one folder (instances of the
 * site on one volume, the seed beside a running server) hold it to the limit together, over it
 * only by the files being written at that moment. Concurrent requests for the same missing key in
 * one process make it once; a file another process made is found and served.
 *
 * Recency: this process's reads and writes in order; another process's files by their write time
 * (its reads are not seen here, which costs at worst an early eviction, never the bound).
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type DiskCache = {
  /** The cached file of `key`, else what `make` produces (then stored). */
  getOrMake(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes and files held now, once the folder is within its limit. */
  usage(): Promise<{ bytes: number; files: number }>;
};

/** A file being written (`.{name}.{pid}.tmp`) older than this was left by a process that stopped. */
const ABANDONED_MS = 10 * 60_000;

type Entry = { size: number; used: number };

export const createDiskCache = (dir: string, maxBytes: number): DiskCache => {
  /** What this process knows of the folder: file name -> size and when it was last used. */
  const known = new Map<string, Entry>();
  const making = new Map<string, Promise<Buffer>>();
  let ready: Promise<unknown> | undefined;
  /** The folder is read and trimmed by one step at a time, so two steps never delete for each other. */
  let trimming: Promise<{ bytes: number; files: number }> = Promise.resolve({ bytes: 0, files: 0 });
  let clock = 0;
  // Strictly increasing, so files used within one millisecond keep their order.
  const now = (): number => (clock = Math.max(clock + 0.001, Date.now()));

  const init = () => (ready ??= mkdir(dir, { recursive: true }));

  /** Reads the folder (sizes of files not seen before), then deletes the least recently used while it is over the limit. */
  const trimOnce = async (): Promise<{ bytes: number; files: number }> => {
    const names = new Set(await readdir(dir));
    for (const name of known.keys()) if (!names.has(name)) known.delete(name);
    await Promise.all(
      [...names].map(async (name) => {
        if (known.has(name)) return;
        const stats = await stat(path.join(dir, name)).catch(() => undefined);
        if (!stats?.isFile()) return;
        if (name.startsWith('.')) {
          if (Date.now() - stats.mtimeMs > ABANDONED_MS) await rm(path.join(dir, name), { force: true });
          return;
        }
        known.set(name, { size: stats.size, used: stats.mtimeMs });
      }),
    );
    let bytes = [...known.values()].reduce((sum, entry) => sum + entry.size, 0);
    for (const [name, entry] of [...known].sort((a, b) => a[1].used - b[1].used)) {
      if (bytes <= maxBytes) break;
      known.delete(name);
      bytes -= entry.size;
      await rm(path.join(dir, name), { force: true });
    }
    return { bytes, files: known.size };
  };

  const trim = (): Promise<{ bytes: number; files: number }> => (trimming = trimming.catch(() => undefined).then(trimOnce));

  const make = async (name: string, produce: () => Promise<Buffer>): Promise<Buffer> => {
    const body = await produce();
    // Written beside and renamed, so a reader never sees half a file.
    const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
    await writeFile(tmp, body);
    await rename(tmp, path.join(dir, name));
    known.set(name, { size: body.length, used: now() });
    await trim();
    return body;
  };

  return {
    getOrMake: async (name, produce) => {
      await init();
      const pending = making.get(name);
      if (pending) return pending;
      const body = await readFile(path.join(dir, name)).catch(() => undefined);
      if (body) {
        known.set(name, { size: body.length, used: now() });
        return body;
      }
      // Asked again while the folder was read: join that request's making.
      const joined = making.get(name) ?? make(name, produce).finally(() => making.delete(name));
      making.set(name, joined);
      return joined;
    },
    usage: async () => {
      await init();
      return trim();
    },
  };
};
