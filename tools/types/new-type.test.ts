import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { componentNameOf, REGISTRY_FILE, withRegistryLine } from './new-type';
import { componentModule, messagesOf } from './templates';

describe('new:type (a type is one unit)', () => {
  it('names the folder and component from the codename', () => {
    expect(componentNameOf('teaser_card_component')).toBe('TeaserCard');
    expect(componentNameOf('numbers_item')).toBe('NumbersItem');
  });

  it('adds one import and one entry to the real registry, nothing else', async () => {
    const before = await readFile(REGISTRY_FILE, 'utf8');
    const after = withRegistryLine(before, 'teaser_card_component', 'TeaserCard');
    const added = after.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(added).toEqual(["import { TeaserCard } from '../components/TeaserCard/TeaserCard';", '  teaser_card_component: TeaserCard,']);
    expect(after.indexOf('  teaser_card_component: TeaserCard,')).toBeLessThan(after.indexOf('} satisfies Registry;'));
  });

  it('writes the same message keys in English and Spanish', () => {
    for (const client of [false, true]) {
      const { en, es } = messagesOf('TeaserCard', client);
      expect(Object.keys(es)).toEqual(Object.keys(en));
    }
  });

  it('writes the component with the block contract: its props by codename and the parts of the kit it reads (spec 2.16)', () => {
    for (const client of [false, true]) {
      const source = componentModule('teaser_card_component', 'TeaserCard', 'teaserCard', client);
      expect(source).toContain("import type { BlockProps } from '../ui/block';");
      expect(source).toContain("export function TeaserCard({ title, background, t, edit }: BlockProps<'teaser_card_component', 't' | 'edit'>) {");
      expect(source).not.toMatch(/ElementEditor|Translator|TeaserCardProps/);
    }
  });
});
