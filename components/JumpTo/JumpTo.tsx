/**
 * jump_to_component (spec 3.10, 4.5): the page's sticky in-page menu (a yacht's sections, or the page's anchors) under the header, a
 * horizontally scrollable bar on phones, with the sticky link to the contact-broker drawer: 'Contact brokers' on a
 * yacht page, 'Contact us' on any other, or the editor's words (an envelope on phones, the words its name).
 * A link whose section is not on the page is hidden by CSS (:has), so no link leads nowhere: a yacht section's
 * rule is in the stylesheet (site/app/styles/yacht.css), an editor's anchor's inline.
 */
import type { BlockProps } from '../ui/block';
import { buttonClass } from '../ui/Button';
import { Container } from '../ui/Container';
import { cx } from '../ui/tokens';
import { JumpToLinks } from './JumpToLinks.lazy.client';
import { wordsOf, type Words } from '../../schema/words';
import { isYachtSection } from '../../schema/components/jump_to_component';

const sectionLabel = (labels: Words<'yacht'>, section: string): string => (isYachtSection(section) ? labels.jumpTo.sections[section] : section);

export function JumpTo({ links, contactHref, ctaText, onYachtPage, t, edit }: BlockProps<'jump_to_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'yacht');
  const cta = ctaText ?? (onYachtPage ? labels.contactBrokers : t('jumpToCta.contactUs'));
  if (links.length === 0) return null;
  // A yacht section's rule is in site/app/styles/yacht.css; an anchor's id is anchorId's lower-case words, never free text.
  const hideMissing = links
    .filter(({ section }) => !isYachtSection(section))
    .map(({ section }) => `html:not(:has(#${section})) [data-jump-link="${section}"]{display:none}`)
    .join('');
  return (
    <nav aria-label={labels.jumpTo.label} className="sticky top-[76px] z-30 border-b border-gray-200 bg-white/95 backdrop-blur lg:top-24" data-jump-to="">
      {hideMissing ? <style>{hideMissing}</style> : null}
      <Container className="flex items-center gap-6">
        <JumpToLinks links={links.map(({ section, label }) => ({ section, label: label ?? sectionLabel(labels, section) }))} />
        <a href={contactHref} data-drawer="contact-broker" className={cx(buttonClass({ theme: 'primary', size: 'sm' }), 'yp-jump-cta')} {...edit('sticky_cta_text')}>
          {cta}
        </a>
      </Container>
    </nav>
  );
}
