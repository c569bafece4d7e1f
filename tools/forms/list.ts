/**
 * `npm run forms:list`: what the form host received (spec 7.4), oldest first, so the brokerage can
 * export its leads: a readable listing, or one JSON document with --json. The visitors' text is
 * printed with control characters removed, so no submission can drive the terminal.
 */
import { existsSync } from 'node:fs';
import type { FormName } from '../../services/forms/fields';
import { openConfiguredFormStore, type StoreConfig } from '../../services/forms/configured-store';
import type { Submission } from '../../services/forms/store';

export type FormsListOptions = { form?: FormName; json: boolean };

/** C0/C1 control characters (escape sequences start with one), except nothing: newlines become spaces. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
const clean = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(CONTROL, ' ').trim();

const EXCERPT = 120;
const excerpt = (text: string): string => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** The fields worth a line each, per form, in reading order. */
const LINES: Record<FormName, readonly string[]> = {
  enquiry: ['name', 'email', 'phone', 'source', 'message'],
  newsletter: ['title', 'firstName', 'lastName', 'email', 'source'],
};

export const formatText = (rows: readonly Submission[]): string => {
  if (rows.length === 0) return 'No submissions.\n';
  const blocks = rows.map((row) => {
    const fields = LINES[row.form].filter((field) => row.payload[field] !== undefined).map((field) => `  ${field.padEnd(9)} ${excerpt(clean(row.payload[field]))}`);
    return [`#${row.id}  ${row.form}  ${row.createdAt}`, ...fields].join('\n');
  });
  return `${blocks.join('\n\n')}\n\n${rows.length} submission${rows.length === 1 ? '' : 's'}.\n`;
};

/** The stored rows as JSON: the IP hash stays in the database. */
export const formatJson = (rows: readonly Submission[]): string =>
  `${JSON.stringify(
    rows.map(({ id, form, createdAt, payload }) => ({ id, form, createdAt, ...payload })),
    null,
    2,
  )}\n`;

/** Lists the store the configuration names: Postgres with DATABASE_URL, else the SQLite file FORMS_DB. */
export const runFormsList = async (options: FormsListOptions, { config, out }: { config: StoreConfig; out: (text: string) => void }): Promise<void> => {
  // Listing must not create an empty SQLite file where none was written.
  if (!config.DATABASE_URL && config.FORMS_DB !== ':memory:' && !existsSync(config.FORMS_DB)) {
    out(options.json ? '[]\n' : `No submissions: ${config.FORMS_DB} does not exist yet.\n`);
    return;
  }
  const store = openConfiguredFormStore(config);
  try {
    const rows = await store.list(options.form);
    out(options.json ? formatJson(rows) : formatText(rows));
  } finally {
    await store.close();
  }
};
