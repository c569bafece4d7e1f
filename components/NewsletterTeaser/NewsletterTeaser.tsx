/**
 * newsletter_teaser_component: the newsletter invitation; its button opens the newsletter form in
 * the form drawer (drawer contract, as the footer's does, spec 2.7, 2.13), or the form's page
 * without JavaScript.
 */
import type { NewsletterTeaserProps } from '../../schema/components/newsletter_teaser_component';
import type { ElementEditor } from '../../schema/define';
import { buttonClass } from '../ui/Button';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';

export function NewsletterTeaser({ headline, text, buttonText, formHref, background, edit }: NewsletterTeaserProps & { edit: ElementEditor }) {
  return (
    <Section background={background} className="blk">
      <div className="pg-narrow nt">
        <div>
          <BlockHead text={headline} {...edit('headline')}>
            {text ? (
              <p className="mt-3 text-body" {...edit('text')}>
                {text}
              </p>
            ) : null}
          </BlockHead>
        </div>
        <a href={formHref} data-drawer="form" className={buttonClass({ theme: 'primary' })} {...edit('button_text')}>
          {buttonText}
        </a>
      </div>
    </Section>
  );
}
