/**
 * contact_broker_drawer placed on a page (spec 2.13, 2.16): its title and intro, and a button that
 * opens the contact-broker drawer with this item's brokers (the drawer contract). Without
 * JavaScript the button leads to the contact page.
 */
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';

export function ContactBrokerDrawer({ codename, title, intro, buttonText, contactHref, background, t, edit }: BlockProps<'contact_broker_drawer', 't' | 'edit'>) {
  return (
    <Section background={background} className="py-12">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          {title ? (
            <h2 className="text-2xl font-light text-navy sm:text-3xl" {...edit('title')}>
              {title}
            </h2>
          ) : null}
          {intro ? (
            <p className="mt-3 text-body" {...edit('intro')}>
              {intro}
            </p>
          ) : null}
          <div className="mt-6 flex justify-center">
            <Button href={contactHref} data-drawer="contact-broker" data-drawer-item={codename} {...edit('button_text')}>
              {buttonText ?? t('drawers.brokerTitle')}
            </Button>
          </div>
        </div>
      </Container>
    </Section>
  );
}
