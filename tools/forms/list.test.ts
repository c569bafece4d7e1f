import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFormStore } from '../../services/forms/store';
import { runFormsList } from './list';

let dir: string;
let db: string;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'forms-list-'));
  db = path.join(dir, 'forms.sqlite');
  const store = openFormStore(db);
  await store.insert('enquiry', { name: 'Ana Ruiz', email: 'ana@example.com', message: 'A week in July.\u001b[2J\u0007', source: '/yachts/aurora/', consent: true }, '198.51.100.1');
  await store.insert('newsletter', { title: 'ms', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', privacy: true }, '198.51.100.1');
  await store.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = async (options: Parameters<typeof runFormsList>[0], file = db): Promise<string> => {
  let text = '';
  await runFormsList(options, { config: { FORMS_DB: file }, out: (chunk) => (text += chunk) });
  return text;
};

describe('forms:list (spec 7.4)', () => {
  it('lists every submission with its form, fields and the page it came from', async () => {
    const text = await run({ json: false });
    expect(text).toContain('#1  enquiry');
    expect(text).toContain('source    /yachts/aurora/');
    expect(text).toContain('#2  newsletter');
    expect(text).toContain('2 submissions.');
  });

  it('filters by form and prints JSON without the IP hash', async () => {
    const rows: unknown = JSON.parse(await run({ form: 'newsletter', json: true }));
    expect(rows).toEqual([expect.objectContaining({ id: 2, form: 'newsletter', firstName: 'Ana', privacy: true })]);
    expect(JSON.stringify(rows)).not.toContain('ipHash');
  });

  it('never prints control characters a visitor typed (terminal escapes)', async () => {
    // eslint-disable-next-line no-control-regex
    expect(await run({ json: false })).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  });

  it('says so, and creates nothing, when no database exists yet', async () => {
    const missing = path.join(dir, 'none.sqlite');
    expect(await run({ json: false }, missing)).toContain('does not exist yet');
    expect(await run({ json: true }, missing)).toBe('[]\n');
  });
});
