import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import es from '../messages/es.json';

/** Dotted paths of every leaf message. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

const leaves = (messages: object, prefix = ''): [string, unknown][] =>
  Object.entries(messages).flatMap(([key, value]): [string, unknown][] => (typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]));

describe('messages (spec 2.1: en.json and es.json)', () => {
  it('Spanish has exactly the keys English has, so no visitor sees a raw key', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('every message is a non-empty string in both languages', () => {
    for (const [key, value] of [...leaves(en), ...leaves(es)]) {
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });
});
