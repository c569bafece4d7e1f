/**
 * newsletter_teaser_component: the newsletter invitation; its button opens the newsletter form in
 * the form drawer (drawer contract, as the footer's does, spec 2.7, 2.13), or the form's page
 * without JavaScript.
 */
import type { BlockProps } from '../ui/block';
import { buttonClass } from '../ui/Button';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { linkTarget } from '../../schema/links';

export function NewsletterTeaser({ headline, text, buttonText, formHref, background, edit }: BlockProps<'newsletter_teaser_component', 'edit'>) {
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
        <a href={formHref} {...linkTarget(formHref)} data-drawer="form" className={buttonClass({ theme: 'primary' })} {...edit('button_text')}>
          {buttonText}
        </a>
      </div>
    </Section>
  );
}
