import { describe, expect, it } from 'vitest';
import type { LogFields } from './log';
import { createRefusalLog } from './refusal-log';

describe('refusals in the log (spec 8.6)', () => {
  const capture = () => {
    const lines: { msg: string; fields: LogFields }[] = [];
    return { lines, refuse: createRefusalLog((msg, fields) => lines.push({ msg, fields })) };
  };

  it('writes one line per client and reason in a minute, whatever the number of refusals', () => {
    const { lines, refuse } = capture();
    for (let i = 0; i < 500; i += 1) refuse('body-too-large', '198.51.100.7', { route: '/api/search/' }, 1_000 + i);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'refused: body-too-large', fields: { reason: 'body-too-large', client: '198.51.100.7', route: '/api/search/' } });
  });

  it('writes again for another client, another reason, or the next minute', () => {
    const { lines, refuse } = capture();
    refuse('rate-limited', 'a', {}, 0);
    refuse('rate-limited', 'b', {}, 1);
    refuse('busy', 'a', {}, 2);
    refuse('rate-limited', 'a', {}, 59_999);
    refuse('rate-limited', 'a', {}, 60_000);
    expect(lines.map((line) => `${String(line.fields.reason)} ${String(line.fields.client)}`)).toEqual(['rate-limited a', 'rate-limited b', 'busy a', 'rate-limited a']);
  });

  it('keeps a bounded memory when every request comes from another address', () => {
    const { lines, refuse } = capture();
    for (let i = 0; i < 30_000; i += 1) refuse('busy', `client-${i}`, {}, 5);
    expect(lines).toHaveLength(30_000);
    // The first senders were forgotten to make room, so they are written again: memory, not silence, gave way.
    expect(refuse('busy', 'client-29999', {}, 6)).toBe(false);
  });
});
