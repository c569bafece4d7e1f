/**
 * A writer for the crash test (store.test.ts): inserts submissions one after another and prints
 * each id only after the insert returned, as the host acknowledges a visitor, until it is killed.
 */
import { openFormStore } from './store';

const path = process.argv[2];
if (!path) throw new Error('usage: test-crash-writer <db path>');
const store = openFormStore(path);
for (let i = 0; ; i += 1) {
  const id = await store.insert('enquiry', { name: `Writer ${i}`, message: 'x'.repeat(500) }, '203.0.113.9');
  process.stdout.write(`${id}\n`);
}
