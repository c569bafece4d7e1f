/** The files of a new component type (tools/types/new-type.ts): the smallest type that is whole. */
import { camelOf } from './catalogue-index';

/** `TeaserCard` -> `Teaser card`: the heading a new type shows until its words are written. */
const wordsOf = (name: string): string => name.replace(/(?<=[a-z0-9])([A-Z])/g, ' $1').replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const schemaModule = (codename: string, name: string): string => `/** ${codename} (spec 2.16): a heading on the page's background. */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';

export type ${name}Props = {
  /** The editor's heading; the type's own words (site/messages) when empty. */
  title: string | null;
  background: Background;
};

export const ${camelOf(codename)} = defineComponent({
  codename: '${codename}',
  elements: z.looseObject({ title: text().optional(), background_color__options: background().optional() }),
  toProps: (el): ${name}Props => ({ title: optionalText(el.title), background: toBackground(el.background_color__options) }),
});
`;

export const fixturesModule = (codename: string): string => `/** Raw items the ${codename} module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: '${codename}',
  valid: [
    { name: 'with a title', elements: { title: fx.text('On board') } },
    { name: 'empty, on grey', elements: { background_color__options: fx.choice('grey') } },
  ],
  invalid: [{ why: 'title is a number', element: 'title', elements: { title: fx.number(3) } }],
});
`;

export const componentModule = (
  codename: string,
  name: string,
  namespace: string,
  client: boolean,
): string => `/** ${codename} (spec 2.16): the editor's heading, or the type's own in the page's language. */
${client ? `import { wordsOf } from '../../schema/words';\n` : ''}import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
${client ? `import { ${name}Island } from './${name}.client';\n` : ''}
export function ${name}({ title, background, t, edit }: BlockProps<'${codename}', 't' | 'edit'>) {
  return (
    <Section background={background} className="py-12">
      <Container>
        <h2 className="text-2xl font-light text-navy" {...edit('title')}>
          {title ?? t('${namespace}.title')}
        </h2>
${client ? `        {/* An island cannot take the translator: it gets the words it shows. */}\n        <${name}Island labels={wordsOf(t, '${namespace}')} />\n` : ''}      </Container>
    </Section>
  );
}
`;

export const islandModule = (codename: string, name: string, namespace: string): string => `'use client';
/** The part of ${codename} that needs the browser, with the words its server parent resolved. */
import { useState } from 'react';
import type { Words } from '../../schema/words';

export function ${name}Island({ labels }: { labels: Words<'${namespace}'> }) {
  const [pressed, setPressed] = useState(false);
  return (
    <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)} className="mt-4 min-h-11 text-navy underline">
      {labels.action}
    </button>
  );
}
`;

export const componentTest = (codename: string, name: string, namespace: string): string => `// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { wordsOf } from '../../schema/words';
import { propsFor, wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ${name} } from './${name}';

describe('${codename}', () => {
  it("shows the editor's heading, else its own in the page's language", async () => {
    const titled = await renderDom(<${name} {...propsFor('${codename}', { title: fx.text('On board') })} />);
    expect(titled.getByRole('heading', { level: 2, name: 'On board' })).toBeTruthy();
    const own = wordsOf(wordsIn('es'), '${namespace}').title;
    const es = await renderDom(<${name} {...propsFor('${codename}', {}, 'es')} />);
    expect(es.getByRole('heading', { level: 2, name: own })).toBeTruthy();
  });
});
`;

/** The type's namespace in site/messages: the same keys in both files, to be translated. */
export const messagesOf = (name: string, client: boolean): { en: Record<string, string>; es: Record<string, string> } => ({
  en: { title: wordsOf(name), ...(client ? { action: 'Show more' } : {}) },
  es: { title: wordsOf(name), ...(client ? { action: 'Ver más' } : {}) },
});
