/**
 * Form submissions in Postgres (DATABASE_URL), for several servers behind one load balancer: the
 * same rows and the same promise as the SQLite store (./store.ts): `insert` resolves after the
 * commit, which Postgres makes durable before it answers (synchronous_commit, its default).
 * The store creates its tables itself, once, under an advisory lock, so servers starting together
 * do not race; each migration runs in the transaction that records it. A repeated post is stored
 * once (./store.ts, DUPLICATE_WINDOW_MS) across every server: see `insert`.
 */
import pg from 'pg';
import { z } from 'zod';
import { DUPLICATE_WINDOW_MS, duplicateKeyer, ipHasher, newSalt, rowSchema, type FormStore } from './store';
import { log } from '../../schema/log';

/** Applied in order, each once; a new schema change is a new entry at the end, never an edit. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE form_submissions (
     id bigserial PRIMARY KEY,
     form text NOT NULL CHECK (form IN ('enquiry', 'newsletter')),
     payload jsonb NOT NULL,
     created_at timestamptz NOT NULL,
     ip_hash text NOT NULL
   );
   CREATE INDEX form_submissions_form ON form_submissions (form, id);
   CREATE TABLE form_meta (key text PRIMARY KEY, value text NOT NULL);`,
  `ALTER TABLE form_submissions ADD COLUMN dedupe_key text;
   CREATE INDEX form_submissions_dedupe ON form_submissions (dedupe_key, created_at) WHERE dedupe_key IS NOT NULL;`,
];
/** Any constant shared by every server of the site: serialises their migrations. */
const MIGRATION_LOCK = 7_403_511;
/**
 * The first key of the two-key advisory locks that serialise posts of one submission (the second is
 * taken from its duplicate key); Postgres keeps two-key locks apart from MIGRATION_LOCK's one-key space.
 */
const DUPLICATE_LOCK = 7_403_512;

const versionRow = z.object({ version: z.number().nullable() });
const countRow = z.object({ n: z.string().regex(/^\d+$/).transform(Number) });
const saltRow = z.object({ value: z.string() });
const idRow = z.object({ id: z.string().regex(/^\d+$/).transform(Number) });

/** A 32-bit lock key from a hex duplicate key; two submissions sharing one only wait for each other. */
const lockKey = (duplicateKey: string): number => Number.parseInt(duplicateKey.slice(0, 8), 16) | 0;

const migrate = async (pool: pg.Pool): Promise<string> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS form_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { version } = versionRow.parse((await client.query('SELECT max(version) AS version FROM form_migrations')).rows[0]);
    for (let next = (version ?? 0) + 1; next <= MIGRATIONS.length; next += 1) {
      await client.query(MIGRATIONS[next - 1] ?? '');
      await client.query('INSERT INTO form_migrations (version) VALUES ($1)', [next]);
    }
    await client.query(`INSERT INTO form_meta (key, value) VALUES ('ip_salt', $1) ON CONFLICT (key) DO NOTHING`, [newSalt()]);
    const salt = saltRow.parse((await client.query(`SELECT value FROM form_meta WHERE key = 'ip_salt'`)).rows[0]).value;
    await client.query('COMMIT');
    return salt;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** Connects lazily: the first call migrates; a failed migration is tried again on the next call. */
export const openPostgresFormStore = (connectionString: string, { maxConnections = 10 } = {}): FormStore => {
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 10_000 });
  // An idle connection the server drops must not take the process down; the next query reconnects.
  pool.on('error', (error) => log.error('forms: Postgres connection lost', { error: error.message }));
  let ready: Promise<string> | undefined;
  const salt = () =>
    (ready ??= migrate(pool).catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  return {
    /**
     * Two servers may take copies of one post at the same moment: each waits for the submission's
     * advisory lock, then looks (read committed: it sees the other's commit) and inserts only if
     * no copy is there; the lock is held until the commit.
     */
    insert: async (form, payload, ip, now = Date.now()) => {
      const secret = await salt();
      const key = duplicateKeyer(secret)(form, payload, ip);
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
        await client.query('SELECT pg_advisory_xact_lock($1, $2)', [DUPLICATE_LOCK, lockKey(key)]);
        const earlier = await client.query('SELECT id FROM form_submissions WHERE dedupe_key = $1 AND created_at > $2 ORDER BY id DESC LIMIT 1', [
          key,
          new Date(now - DUPLICATE_WINDOW_MS).toISOString(),
        ]);
        const result = earlier.rows[0]
          ? earlier
          : await client.query('INSERT INTO form_submissions (form, payload, created_at, ip_hash, dedupe_key) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
              form,
              JSON.stringify(payload),
              new Date(now).toISOString(),
              ipHasher(secret)(ip),
              key,
            ]);
        await client.query('COMMIT');
        const { id } = idRow.parse(result.rows[0]);
        client.release();
        return id;
      } catch (error) {
        // A connection that cannot even roll back is dropped, not handed to the next post.
        const rolledBack = await client.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        client.release(!rolledBack);
        throw error;
      }
    },
    count: async (form) => {
      await salt();
      const result = form ? await pool.query('SELECT count(*) AS n FROM form_submissions WHERE form = $1', [form]) : await pool.query('SELECT count(*) AS n FROM form_submissions');
      return countRow.parse(result.rows[0]).n;
    },
    list: async (form) => {
      await salt();
      const result = form ? await pool.query('SELECT * FROM form_submissions WHERE form = $1 ORDER BY id', [form]) : await pool.query('SELECT * FROM form_submissions ORDER BY id');
      return result.rows.map((raw: unknown) => rowSchema.parse(raw));
    },
    close: () => pool.end(),
  };
};
