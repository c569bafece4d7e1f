/**
 * Durable storage of form submissions (spec 7.4). A visitor is told 'received' only once the
 * submission is committed to disk. The default is one SQLite file (Node's built-in `node:sqlite`,
 * WAL with `synchronous=FULL`: an insert has reached the disk when it returns); with DATABASE_URL
 * the same rows go to Postgres (./postgres-store.ts), which several servers can share. The visitor's
 * IP is kept only as a salted hash (one salt per database). A double click, a resent request or a
 * retry through a second server repeats a post: the same submission from the same client within
 * DUPLICATE_WINDOW_MS is stored once, and every copy is answered with that row.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { FORM_NAMES, type FormName } from './fields';

export type Submission = { id: number; form: FormName; payload: Record<string, unknown>; createdAt: string; ipHash: string };

/** A second identical post from the same client this soon after the first is the same submission. */
export const DUPLICATE_WINDOW_MS = 10_000;

export type FormStore = {
  /**
   * Stores one validated submission; resolves with its id once it is committed, or with the id of
   * the same submission from the same client stored within DUPLICATE_WINDOW_MS before `now`.
   */
  insert: (form: FormName, payload: Readonly<Record<string, unknown>>, ip: string, now?: number) => Promise<number>;
  list: (form?: FormName) => Promise<Submission[]>;
  count: (form?: FormName) => Promise<number>;
  close: () => Promise<void>;
};

const payloadSchema = z.record(z.string(), z.unknown());
/** A stored row, as either database returns it (SQLite: JSON text; Postgres: jsonb, bigint as text, timestamptz as Date). */
export const rowSchema = z
  .object({
    id: z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number),
    form: z.enum(FORM_NAMES),
    payload: z.union([z.string().transform((json): unknown => JSON.parse(json)), payloadSchema]).pipe(payloadSchema),
    created_at: z.union([z.string(), z.date().transform((date) => date.toISOString())]),
    ip_hash: z.string(),
  })
  .transform((row): Submission => ({ id: row.id, form: row.form, payload: row.payload, createdAt: row.created_at, ipHash: row.ip_hash }));

export const newSalt = (): string => randomBytes(32).toString('hex');
export const ipHasher =
  (salt: string) =>
  (ip: string): string =>
    createHmac('sha256', salt).update(ip).digest('hex');

/**
 * What makes two posts the same submission: the form, the client and every field, keyed with the
 * database's salt so that the key reveals neither. Fields in a fixed order, absent ones left out.
 */
export const duplicateKeyer =
  (salt: string) =>
  (form: FormName, payload: Readonly<Record<string, unknown>>, ip: string): string =>
    createHmac('sha256', salt)
      .update(JSON.stringify([form, ip, JSON.stringify(payload, Object.keys(payload).sort())]))
      .digest('hex');

const counted = z.object({ n: z.number() });
const saltRow = z.object({ value: z.string() });
const idRow = z.object({ id: z.number() });
const columnRow = z.object({ name: z.string() });

/** Rows written before duplicates were recognised lack the key column: add it, once, under the write lock. */
const addDuplicateKey = (db: DatabaseSync) => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const columns = db
      .prepare('PRAGMA table_info(submissions)')
      .all()
      .map((row) => columnRow.parse(row).name);
    if (!columns.includes('dedupe_key')) db.exec('ALTER TABLE submissions ADD COLUMN dedupe_key TEXT');
    db.exec('CREATE INDEX IF NOT EXISTS submissions_dedupe ON submissions (dedupe_key, created_at)');
    db.exec('COMMIT');
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
};

/** Opens (and on first use creates) the SQLite database at `path`. */
export const openFormStore = (path: string): FormStore => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // Several server processes may share the file: wait for a writer instead of failing.
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
  db.exec(`
    CREATE TABLE IF NOT EXISTS submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      form TEXT NOT NULL,
      payload TEXT NOT NULL CHECK (json_valid(payload)),
      created_at TEXT NOT NULL,
      ip_hash TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS submissions_form ON submissions (form, id);
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
  addDuplicateKey(db);
  db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('ip_salt', ?)`).run(newSalt());
  const salt = saltRow.parse(db.prepare(`SELECT value FROM meta WHERE key = 'ip_salt'`).get()).value;
  const hashIp = ipHasher(salt);
  const duplicateKey = duplicateKeyer(salt);

  const insert = db.prepare(`INSERT INTO submissions (form, payload, created_at, ip_hash, dedupe_key) VALUES (?, ?, ?, ?, ?)`);
  const recent = db.prepare(`SELECT id FROM submissions WHERE dedupe_key = ? AND created_at > ? ORDER BY id DESC LIMIT 1`);
  const countAll = db.prepare(`SELECT count(*) AS n FROM submissions`);
  const countForm = db.prepare(`SELECT count(*) AS n FROM submissions WHERE form = ?`);
  const listAll = db.prepare(`SELECT * FROM submissions ORDER BY id`);
  const listForm = db.prepare(`SELECT * FROM submissions WHERE form = ? ORDER BY id`);

  /**
   * The look and the insert hold SQLite's write lock together (BEGIN IMMEDIATE), so two processes
   * sharing the file cannot both miss the other's copy; within one process the calls cannot interleave.
   */
  const insertOnce = (form: FormName, payload: Readonly<Record<string, unknown>>, ip: string, now: number): number => {
    const key = duplicateKey(form, payload, ip);
    db.exec('BEGIN IMMEDIATE');
    try {
      const earlier = recent.get(key, new Date(now - DUPLICATE_WINDOW_MS).toISOString());
      const id = earlier ? idRow.parse(earlier).id : Number(insert.run(form, JSON.stringify(payload), new Date(now).toISOString(), hashIp(ip), key).lastInsertRowid);
      db.exec('COMMIT');
      return id;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  // The calls are synchronous (the commit is done when they return); the promises keep one interface with Postgres.
  return {
    insert: async (form, payload, ip, now = Date.now()) => insertOnce(form, payload, ip, now),
    count: async (form) => counted.parse(form ? countForm.get(form) : countAll.get()).n,
    list: async (form) => (form ? listForm.all(form) : listAll.all()).map((raw) => rowSchema.parse(raw)),
    close: async () => db.close(),
  };
};
