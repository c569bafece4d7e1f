/** three_in_one_component: three tiles side by side (stacked on phones), picture, title and text; a tile with a link is a link. */
import type { BlockProps } from '../ui/block';
import { EntryTitle } from '../ListItem/ListItem';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { riseClass } from '../ui/motion/TitleWords';

export function ThreeInOne({ headline, items, background, animated, edit }: BlockProps<'three_in_one_component', 'edit'>) {
  if (items.length === 0) return null;
  return (
    <Section background={background} className="blk">
      <div className={riseClass(animated)}>
        <div className="pg-full">
          <BlockHead text={headline} className="mb-8 md:mb-10" {...edit('headline')} />
          <ul className="t3" {...edit('items')}>
            {items.map((entry) => (
              <li key={entry.itemId} className="t3-tile">
                {entry.media ? <Media media={entry.media} sizes="(min-width: 768px) 31vw, 100vw" className="t3-img" /> : null}
                <h3 className="li-t">
                  <EntryTitle {...entry} />
                </h3>
                {entry.text ? <p>{entry.text}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
