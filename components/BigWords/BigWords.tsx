/** big_words_component: a short statement set very large, its words rising in turn as it scrolls into view (spec 2.15, 9.5). */
import type { BlockProps } from '../ui/block';
import { Section } from '../ui/Section';
import { TitleWords, titleWordsClass } from '../ui/motion/TitleWords';
import { cx } from '../ui/tokens';

export function BigWords({ words, text, background, animated, edit }: BlockProps<'big_words_component', 'edit'>) {
  return (
    <Section background={background} className="bw">
      <div className="pg-full">
        <p className={cx('bw-words', titleWordsClass(animated, 'scroll'))} {...edit('words')}>
          <TitleWords text={words} animated={animated} />
        </p>
        {text ? (
          <p className="bw-text" {...edit('text')}>
            {text}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
