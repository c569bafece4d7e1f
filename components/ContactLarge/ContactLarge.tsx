/** contact_large_component (spec 2.16): image beside a title, text, phone and e-mail links and buttons. */
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';

export const CONTACT_LINK = 'underline decoration-gold underline-offset-4 hover:text-gold-deep';

export function ContactLarge({ title, text, media, phone, email, buttons, background, t, renderRichText, edit }: BlockProps<'contact_large_component', 't' | 'renderRichText' | 'edit'>) {
  return (
    <Section background={background} className="py-12 sm:py-16">
      <Container>
        <div className="grid items-center gap-8 md:grid-cols-2">
          {media ? (
            <div className="relative aspect-[4/3] overflow-hidden bg-gray-100" {...edit('image')}>
              <Media media={media} sizes="(min-width: 768px) 50vw, 100vw" fill />
            </div>
          ) : null}
          <div>
            <h2 className="text-2xl font-light text-navy sm:text-3xl" {...edit('title')}>
              {title}
            </h2>
            {text ? (
              <div className="mt-4 text-body" {...edit('text')}>
                {renderRichText(text)}
              </div>
            ) : null}
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-body">
              {phone ? (
                <>
                  <dt className="font-medium text-navy">{t('drawers.phone')}</dt>
                  <dd>
                    <a className={CONTACT_LINK} href={phone.href} {...edit('phone')}>
                      {phone.display}
                    </a>
                  </dd>
                </>
              ) : null}
              {email ? (
                <>
                  <dt className="font-medium text-navy">{t('drawers.email')}</dt>
                  <dd>
                    <a className={CONTACT_LINK} href={`mailto:${email}`} {...edit('email')}>
                      {email}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            {buttons.length > 0 ? (
              <div className="mt-6 flex flex-wrap gap-4">
                {buttons.map((button) => (
                  <ButtonLink key={button.itemId} {...button} edit={edit} />
                ))}
              </div>
            ) : null}
          </div>
        </div>
      </Container>
    </Section>
  );
}
