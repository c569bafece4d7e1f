/**
 * Comments, test titles and docs say why, in the project's own words; which tracker entry asked for
 * a change is history, and belongs in the commit that made it.
 */
import { describe, expect, it } from 'vitest';
import { lineOf, readTracked, trackedTextFiles } from './tracked-files';

// This file holds the forms it looks for, as examples.
const SELF = 'tools/habits/no-issue-numbers.test.ts';

// The word with a number after it, a "#" or not, also when a comment wraps between the two.
const ISSUE_NUMBER = /\b[Ii]ssues?(?:[ \t]+|[ \t]*\n[ \t]*(?:\*|\/\/|#)?[ \t]*)#?\d/g;

const issueNumbersIn = (text: string): number[] => [...text.matchAll(ISSUE_NUMBER)].map((match) => lineOf(text, match.index));

describe('no file names a tracker issue by number', () => {
  it('finds the forms a comment or title would use', () => {
    expect(issueNumbersIn('// Issue 20 §3: the proxy')).toEqual([1]);
    expect(issueNumbersIn("describe('x (spec 7.3; issue 38 §1)'")).toEqual([1]);
    expect(issueNumbersIn('/**\n * kept small (issue\n * 14): a search')).toEqual([2]);
    expect(issueNumbersIn('see issue #12')).toEqual([1]);
    expect(issueNumbersIn('result.error.issues\n    .slice(0, 10)')).toEqual([]);
    expect(issueNumbersIn('issuesOf(parsed.error, 3)')).toEqual([]);
  });

  it('in the tracked source, tests and docs (README.md included)', () => {
    const files = trackedTextFiles().filter((path) => path !== SELF);
    expect(files).toContain('README.md');
    const found = files.flatMap((path) => issueNumbersIn(readTracked(path)).map((line) => `${path}:${line}`));
    expect(found, 'say why in the comment instead, and name the issue in the commit message').toEqual([]);
  });
});
