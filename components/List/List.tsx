/** list_component: a headed list, bulleted (gold ticks) or numbered; it rises into view (spec 2.15). */
import type { BlockProps } from '../ui/block';
import { EntryTitle } from '../ListItem/ListItem';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { riseClass } from '../ui/motion/TitleWords';

export function List({ headline, items, style, background, animated, edit }: BlockProps<'list_component', 'edit'>) {
  if (items.length === 0) return null;
  const Tag = style === 'numbers' ? 'ol' : 'ul';
  return (
    <Section background={background} className="blk">
      <div className={riseClass(animated)}>
        <div className="pg-text">
          <BlockHead text={headline} className="mb-8 md:mb-10" {...edit('headline')} />
          <Tag className={style === 'numbers' ? 'ls ls-n' : 'ls'} {...edit('items')}>
            {items.map((entry) => (
              <li key={entry.itemId} {...edit('title', entry.itemId)}>
                <strong>
                  <EntryTitle {...entry} />
                </strong>
                {entry.text ? ` ${entry.text}` : null}
              </li>
            ))}
          </Tag>
        </div>
      </div>
    </Section>
  );
}
