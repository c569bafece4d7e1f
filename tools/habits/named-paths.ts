/**
 * The file paths a reader is pointed at: in the docs (every tracked Markdown file) and in code
 * comments. A path counts when it starts at one of the project's top-level folders and ends in an
 * extension or a slash (`site/app/styles/builder.css`, `components/ui/`), so URLs, routes
 * (`/api/ready/`), globs (`components/**`) and bare names are not taken for paths.
 */
import ts from 'typescript';

export const TOP_FOLDERS = ['components', 'docs', 'renderer', 'schema', 'services', 'site', 'testing', 'tools'];

const CANDIDATE = new RegExp(`(?<![\\w.@~:/\\\\-])(?:${TOP_FOLDERS.join('|')})/[\\w.\\-\\[\\]()@/]*`, 'g');
// Followed by a glob, a placeholder or a template, it is a pattern, not a path.
const PATTERN_NEXT = /^[*{<$]/;

const trimEnd = (path: string): string => {
  let out = path.replace(/[.-]+$/, '');
  // A closing bracket the path did not open belongs to the sentence: "(see site/ui/SlugLayout.tsx)".
  while (out.endsWith(')') && out.split('(').length <= out.split(')').length - 1) out = out.slice(0, -1).replace(/[.-]+$/, '');
  return out;
};

export const pathsIn = (text: string): string[] => {
  const found: string[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    if (PATTERN_NEXT.test(text.slice(match.index + match[0].length))) continue;
    const path = trimEnd(match[0]);
    if (path.endsWith('/') || /\/[^/]*\w\.[a-z0-9]{1,5}$/i.test(path)) found.push(path);
  }
  return found;
};

/** The comments of a JavaScript or TypeScript source, as the compiler parses it (strings, JSX text and URLs in code are not comments). */
export const commentsOf = (path: string, source: string): string[] => {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const comments = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((range) => comments.set(range.pos, source.slice(range.pos, range.end)));
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  return [...comments.values()];
};

/** What a reader reads as prose in a tracked file: the whole of a doc, the comments of code. */
export const proseOf = (path: string, text: string): string[] => {
  if (path.endsWith('.md')) return [text];
  if (/\.[cm]?[jt]sx?$/.test(path)) return commentsOf(path, text);
  if (path.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  if (path.endsWith('.sh') || /(?:^|\/)(?:Dockerfile|run)$/.test(path)) return [...text.matchAll(/(?:^|\s)#.*$/gm)].map((m) => m[0]);
  return [];
};
