/** definition_list_component: terms and their definitions as a real <dl>, two columns from md. */
import type { BlockProps } from '../ui/block';
import { EntryTitle } from '../ListItem/ListItem';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { riseClass } from '../ui/motion/TitleWords';

export function DefinitionList({ headline, items, background, animated, edit }: BlockProps<'definition_list_component', 'edit'>) {
  if (items.length === 0) return null;
  return (
    <Section background={background} className="blk">
      <div className={riseClass(animated)}>
        <div className="pg-narrow">
          <BlockHead text={headline} className="mb-8 md:mb-10" {...edit('headline')} />
          <dl className="dl" {...edit('items')}>
            {items.map((entry) => (
              <div key={entry.itemId}>
                <dt>
                  <EntryTitle {...entry} />
                </dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
