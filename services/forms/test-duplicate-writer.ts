/**
 * A second server for the duplicate test (store.test.ts): at the agreed moment, posts the same
 * submissions as its twin to the shared file, then prints the id each one was answered with.
 */
import { openFormStore } from './store';

const [path, startAt, count] = process.argv.slice(2);
if (!path || !startAt || !count) throw new Error('usage: test-duplicate-writer <db path> <start ms> <count>');
const store = openFormStore(path);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const ids: number[] = [];
for (let i = 0; i < Number(count); i += 1) ids.push(await store.insert('enquiry', { name: `Twin ${i}`, message: 'The same enquiry from both servers' }, '203.0.113.50'));
await store.close();
process.stdout.write(JSON.stringify(ids));
