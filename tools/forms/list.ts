/**
 * `npm run forms:list`: what the form host received (spec 7.4), oldest first, so the brokerage can
 * export its leads: a readable listing, or one JSON document with --json. The visitors' text is
 * printed with control characters removed, so no submission can drive the terminal.
 */
import { existsSync } from 'node:fs';
import type { FormName } from '../../services/forms/fields';
import { openFormStore, type Submission } from '../../services/forms/store';

export type FormsListOptions = { form?: FormName; json: boolean };

/** C0/C1 control characters (escape sequences start with one), except nothing: newlines become spaces. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
const clean = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '').replace(CONTROL, ' ').trim();

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
    const fields = LINES[row.form]
      .filter((field) => row.payload[field] !== undefined)
      .map((field) => `  ${field.padEnd(9)} ${excerpt(clean(row.payload[field]))}`);
    return [`#${row.id}  ${row.form}  ${row.createdAt}`, ...fields].join('\n');
  });
  return `${blocks.join('\n\n')}\n\n${rows.length} submission${rows.length === 1 ? '' : 's'}.\n`;
};

/** The stored rows as JSON: the IP hash stays in the database. */
export const formatJson = (rows: readonly Submission[]): string =>
  `${JSON.stringify(rows.map(({ id, form, createdAt, payload }) => ({ id, form, createdAt, ...payload })), null, 2)}\n`;

export const runFormsList = (options: FormsListOptions, { dbPath, out }: { dbPath: string; out: (text: string) => void }): void => {
  // Listing must not create an empty database where none was written.
  if (dbPath !== ':memory:' && !existsSync(dbPath)) {
    out(options.json ? '[]\n' : `No submissions: ${dbPath} does not exist yet.\n`);
    return;
  }
  const store = openFormStore(dbPath);
  try {
    const rows = store.list(options.form);
    out(options.json ? formatJson(rows) : formatText(rows));
  } finally {
    store.close();
  }
};
