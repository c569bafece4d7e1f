/**
 * Durable storage of form submissions (spec 7.4): one SQLite file in WAL mode with
 * `synchronous=FULL`, so an insert has reached the disk when it returns, and a visitor is told
 * 'received' only after that. The visitor's IP is kept only as a salted hash (per database).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { FORM_NAMES, type FormName } from './fields';

export type Submission = { id: number; form: FormName; payload: Record<string, unknown>; createdAt: string; ipHash: string };

const rowSchema = z.object({
  id: z.number(),
  form: z.enum(FORM_NAMES),
  payload: z.string().transform((json): Record<string, unknown> => z.record(z.string(), z.unknown()).parse(JSON.parse(json))),
  created_at: z.string(),
  ip_hash: z.string(),
});

export type FormStore = {
  /** Stores one validated submission; returns its id once it is committed. */
  insert: (form: FormName, payload: object, ip: string) => number;
  list: (form?: FormName) => Submission[];
  count: (form?: FormName) => number;
  close: () => void;
};

/** Opens (and on first use creates) the database at `path`. */
export const openFormStore = (path: string): FormStore => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // Several server processes may share the file: wait for a writer instead of failing.
  db.pragma('busy_timeout = 5000');
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
  db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('ip_salt', ?)`).run(randomBytes(32).toString('hex'));
  const salt = z.object({ value: z.string() }).parse(db.prepare(`SELECT value FROM meta WHERE key = 'ip_salt'`).get()).value;
  const hashIp = (ip: string): string => createHmac('sha256', salt).update(ip).digest('hex');

  const insert = db.prepare(`INSERT INTO submissions (form, payload, created_at, ip_hash) VALUES (?, ?, ?, ?)`);
  const countAll = db.prepare(`SELECT count(*) AS n FROM submissions`);
  const countForm = db.prepare(`SELECT count(*) AS n FROM submissions WHERE form = ?`);
  const listAll = db.prepare(`SELECT * FROM submissions ORDER BY id`);
  const listForm = db.prepare(`SELECT * FROM submissions WHERE form = ? ORDER BY id`);
  const counted = z.object({ n: z.number() });

  return {
    insert: (form, payload, ip) =>
      Number(insert.run(form, JSON.stringify(payload), new Date().toISOString(), hashIp(ip)).lastInsertRowid),
    count: (form) => counted.parse(form ? countForm.get(form) : countAll.get()).n,
    list: (form) =>
      (form ? listForm.all(form) : listAll.all()).map((raw) => {
        const row = rowSchema.parse(raw);
        return { id: row.id, form: row.form, payload: row.payload, createdAt: row.created_at, ipHash: row.ip_hash };
      }),
    close: () => db.close(),
  };
};
