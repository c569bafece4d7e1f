/** horizontal_list_component: entries side by side, a row that scrolls sideways on phones (scroll-snap, no script). */
import type { BlockProps } from '../ui/block';
import { EntryTitle } from '../ListItem/ListItem';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { riseClass } from '../ui/motion/TitleWords';

export function HorizontalList({ headline, items, background, animated, edit }: BlockProps<'horizontal_list_component', 'edit'>) {
  if (items.length === 0) return null;
  return (
    <Section background={background} className="blk">
      <div className={riseClass(animated)}>
        <div className="pg-full">
          <BlockHead text={headline} className="mb-8 md:mb-10" {...edit('headline')} />
          {/* The row scrolls sideways on phones: focusable, so a keyboard can scroll it too. */}
          <ul className="hl" tabIndex={0} aria-label={headline ?? undefined} {...edit('items')}>
            {items.map((entry) => (
              <li key={entry.itemId}>
                {entry.media ? <Media media={entry.media} sizes="(min-width: 1024px) 22vw, 70vw" className="hl-img" /> : null}
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
