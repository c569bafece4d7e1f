/**
 * The client-islands contract (DESIGN.md): a registry entry is a server component; what needs the
 * browser is a `*.client.tsx` child rendered through JSX. The renderer calls entries as functions
 * to catch their errors, which a client component cannot be.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;
/** Value imports (not `import type`) and their module specifiers. */
const IMPORTS = /^import\s+(?!type\s)[^;]*?\bfrom\s+(['"])([^'"]+)\1/gm;
const RE_EXPORTS = /^export\s+(?!type\s)[^;]*?\bfrom\s+(['"])([^'"]+)\1/gm;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

type Read = (file: string) => string | undefined;
const readDisk: Read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

const resolveModule = (from: string, specifier: string, read: Read): { file: string; source: string } | undefined => {
  const base = resolve(dirname(from), specifier);
  for (const file of [base, ...EXTENSIONS.map((ext) => `${base}${ext}`)]) {
    const source = /\.tsx?$/.test(file) ? read(file) : undefined;
    if (source !== undefined) return { file, source };
  }
  return undefined;
};

/** Problems that would make a registry entry a client component; empty when the contract holds. */
const clientEntryProblems = (registryFile: string, read: Read = readDisk): { componentModules: string[]; problems: string[] } => {
  const source = read(registryFile) ?? '';
  const problems: string[] = [];
  const componentModules: string[] = [];
  for (const [, , specifier = ''] of source.matchAll(IMPORTS)) {
    if (/\.client(\.tsx?)?$/.test(specifier)) problems.push(`${specifier}: a *.client module is imported by the registry`);
    if (!specifier.startsWith('../components/')) continue;
    const found = resolveModule(registryFile, specifier, read);
    if (!found) {
      problems.push(`${specifier}: no such module`);
      continue;
    }
    componentModules.push(specifier);
    if (USE_CLIENT.test(found.source)) problems.push(`${specifier}: starts with 'use client'`);
    for (const [, , inner = ''] of found.source.matchAll(RE_EXPORTS)) {
      const target = resolveModule(found.file, inner, read);
      if (/\.client(\.tsx?)?$/.test(inner) || (target && USE_CLIENT.test(target.source))) {
        problems.push(`${specifier}: re-exports the client module ${inner}`);
      }
    }
  }
  return { componentModules, problems };
};

describe('client islands (DESIGN.md)', () => {
  it('no registry entry is a client component and the registry imports no *.client module', () => {
    const registryFile = join(import.meta.dirname, 'registry.tsx');
    const { componentModules, problems } = clientEntryProblems(registryFile);
    expect(componentModules.length).toBeGreaterThanOrEqual(13);
    expect(problems, relative(process.cwd(), registryFile)).toEqual([]);
  });

  it('the check fails for a client module reached from the registry in any of three ways', () => {
    const files: Record<string, string> = {
      '/repo/components/Map/Map.tsx': "'use client';\nexport function Map() { return null; }\n",
      '/repo/components/Gallery/Gallery.tsx': '/** A gallery. */\n"use client";\nexport const Gallery = () => null;\n',
      '/repo/components/Slider/Slider.tsx': "export { Slider } from './Slider.client';\n",
      '/repo/components/Slider/Slider.client.tsx': "'use client';\nexport const Slider = () => null;\n",
      '/repo/components/Hero/Hero.tsx': "import { HeroVideo } from './HeroVideo.client';\nexport const Hero = () => <HeroVideo />;\n",
      '/repo/site/registry.tsx': [
        "import { Map } from '../components/Map/Map';",
        "import { Gallery } from '../components/Gallery/Gallery';",
        "import { Slider } from '../components/Slider/Slider';",
        "import { Hero } from '../components/Hero/Hero';",
        "import { Tabs } from '../components/Tabs/Tabs.client';",
        "import type { Registry } from '../renderer/render/registry';",
      ].join('\n'),
    };
    const { problems } = clientEntryProblems('/repo/site/registry.tsx', (file) => files[file]);
    expect(problems).toEqual([
      "../components/Map/Map: starts with 'use client'",
      "../components/Gallery/Gallery: starts with 'use client'",
      '../components/Slider/Slider: re-exports the client module ./Slider.client',
      '../components/Tabs/Tabs.client: a *.client module is imported by the registry',
      '../components/Tabs/Tabs.client: no such module',
    ]);
  });
});
