/**
 * The project's own text files as git tracks them (a fresh clone holds exactly these): the source,
 * the tests and the docs the habit checks read. Generated and installed files are never tracked.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const TEXT = /\.(?:[cm]?[jt]sx?|md|css|sh|json|ya?ml)$|(?:^|\/)(?:Dockerfile|run)$/;
// Written by npm, not by people.
const GENERATED = new Set(['package-lock.json']);

export const trackedTextFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path !== '' && TEXT.test(path) && !GENERATED.has(path));

export const readTracked = (path: string): string => readFileSync(new URL(path, `file://${repoRoot}`), 'utf8');

/** Line number (1-based) of a character offset, for messages a reader can follow. */
export const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;
