/**
 * The block contract is checked by the compiler (spec 2.16): a loader that answers something other
 * than the data its component reads fails type-checking where the two are tied, and a component
 * that reads data without a loader is refused by the registry. The TypeScript compiler runs on a
 * few lines written in the places a type's files live, and the test reads its diagnostics.
 */
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

const options = (): ts.CompilerOptions => {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, file);
  return { ...parsed.options, incremental: false, noEmit: true, plugins: [] };
};

/** The compiler's messages for a few source files placed at their paths (relative to the repository), by file. */
const diagnosticsOf = (sources: Record<string, string>): Record<string, string[]> => {
  const compilerOptions = options();
  const virtual = new Map(Object.entries(sources).map(([file, source]) => [path.join(ROOT, file), source]));
  const host = ts.createCompilerHost(compilerOptions);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const source = virtual.get(name);
    return source === undefined ? getSourceFile.call(host, name, language, ...rest) : ts.createSourceFile(name, source, language, true, ts.ScriptKind.TSX);
  };
  // One program for every case: building one reads the whole content model.
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options: compilerOptions, host });
  return Object.fromEntries(
    Object.keys(sources).map((file) => [
      file,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(path.join(ROOT, file))).map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`),
    ]),
  );
};

const grid = (loader: string) => `
import type { DynamicGridProps } from '../../schema/components/dynamic_grid_component';
import type { GeneralCard } from '../../schema/search/catalogue';
import { withLoader, type BlockProps } from '../ui/block';

function CardsView({ data, edit }: BlockProps<'dynamic_grid_component', 'edit'> & { data: { cards: GeneralCard[] } }) {
  return <ul {...edit('category')}>{data.cards.map((card) => <li key={card.id}>{card.title}</li>)}</ul>;
}

export const Cards = withLoader(CardsView, ${loader});
`;

const FILES = { matching: 'components/Cards/Cards.tsx', mismatched: 'components/Mismatched/Mismatched.tsx', untied: 'components/Untied/Untied.tsx' };

const SOURCES = {
  [FILES.matching]: `${grid('async (_props: DynamicGridProps) => ({ cards: [] })')}
import type { Registry } from '../../renderer/render/registry';
export const entry: Registry['dynamic_grid_component'] = Cards;
`,
  [FILES.mismatched]: grid('async (_props: DynamicGridProps) => 3'),
  [FILES.untied]: `
import type { BlockProps } from '../ui/block';
import type { Registry } from '../../renderer/render/registry';

const Cards = ({ data }: BlockProps<'dynamic_grid_component'> & { data: { cards: string[] } }) => <p>{data.cards.length}</p>;
Cards.load = async () => ({ cards: ['a'] });

export const entry: Registry['dynamic_grid_component'] = Cards;
`,
};

let found: Record<string, string[]> = {};
beforeAll(() => {
  found = diagnosticsOf(SOURCES);
}, 120_000);

describe('one block contract, typed end to end (spec 2.16)', () => {
  it('a loader answering the data its component reads type-checks, and fits the registry', () => {
    expect(found[FILES.matching]).toEqual([]);
  });

  it('a loader answering a number beside a component that reads data.cards fails type-checking, naming both types', () => {
    expect(found[FILES.mismatched]).toEqual([
      [
        "TS2345: Argument of type '(_props: DynamicGridProps) => Promise<number>' is not assignable to parameter of type 'Loader<DynamicGridProps, NoInfer<{ cards: GeneralCard[]; }>>'.",
        "  Type 'Promise<number>' is not assignable to type 'Promise<NoInfer<{ cards: GeneralCard[]; }>>'.",
        "    Type 'number' is not assignable to type '{ cards: GeneralCard[]; }'.",
      ].join('\n'),
    ]);
  });

  it('a component that reads data is refused by the registry unless withLoader ties it to its loader', () => {
    const [diagnostic, ...rest] = found[FILES.untied] ?? [];
    expect(rest).toEqual([]);
    expect(diagnostic).toMatch(/^TS2322: Type .* is not assignable to type 'RegistryComponent<"dynamic_grid_component">'/);
    expect(diagnostic).toContain("Property 'data' is missing in type 'DynamicGridProps & RenderKit' but required in type '{ data: { cards: string[]; }; }'.");
  });
});
