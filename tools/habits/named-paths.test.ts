/**
 * Every file a doc or a code comment points at is there: a reader sent to a missing file has lost
 * the thread. Build output the repository ignores (site/.next/...) counts as there: the build makes it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf, pathsIn, proseOf } from './named-paths';
import { readTracked, repoRoot, trackedTextFiles } from './tracked-files';

const ignoredByGit = (paths: string[]): Set<string> => {
  if (paths.length === 0) return new Set();
  // Exit status 1 means none is ignored; the output lists those that are.
  try {
    return new Set(execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: repoRoot, input: paths.join('\n'), encoding: 'utf8' }).split('\n'));
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 1) return new Set();
    throw error;
  }
};

describe('paths named in prose', () => {
  it('are told from URLs, routes, globs and placeholders', () => {
    const text = [
      'the slides cross-fade (spec 9.5, site/app/styles/builder.css), and',
      'see `components/ui/` and (components/ui/consent/Consent.client.tsx).',
      'https://example.com/site/app/x.css /api/ready/ components/**/*.test.tsx components/<Name>/',
      'components/NumbersItem, site/app/(site)/pages/[variant]/[locale]/[[...slug]]/page.tsx',
    ].join('\n');
    expect(pathsIn(text)).toEqual(['site/app/styles/builder.css', 'components/ui/', 'components/ui/consent/Consent.client.tsx', 'site/app/(site)/pages/[variant]/[locale]/[[...slug]]/page.tsx']);
  });

  it('in code, only comments count, JSX text and strings not', () => {
    const source = "// reads site/a.ts\nconst x = 'site/b.ts';\nexport const C = () => <p>site/c.ts {/* site/d.ts */}</p>;\n";
    expect(commentsOf('c.tsx', source).flatMap(pathsIn)).toEqual(['site/a.ts', 'site/d.ts']);
  });

  it('exist, in every doc (README.md, docs/) and every code comment', () => {
    const files = trackedTextFiles();
    const named = files.flatMap((file) =>
      proseOf(file, readTracked(file))
        .flatMap(pathsIn)
        .map((path) => ({ file, path })),
    );
    expect(named.length, 'the docs and comments name files').toBeGreaterThan(200);
    const absent = named.filter(({ path }) => !existsSync(join(repoRoot, path)));
    const generated = ignoredByGit(absent.map(({ path }) => path));
    expect(absent.filter(({ path }) => !generated.has(path)).map(({ file, path }) => `${file} names ${path}`)).toEqual([]);
  });
});
