/** contact_small_component (spec 2.16): one line to reach us: text, phone, e-mail and a button. */
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { CONTACT_LINK } from '../ContactLarge/ContactLarge';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';

export function ContactSmall({ title, phone, email, button, background, edit }: BlockProps<'contact_small_component', 'edit'>) {
  return (
    <Section background={background} className="py-8">
      <Container>
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-center sm:gap-8">
          <p className="text-lg text-navy" {...edit('title')}>
            {title}
          </p>
          {phone ? (
            <a className={CONTACT_LINK} href={phone.href} {...edit('phone')}>
              {phone.display}
            </a>
          ) : null}
          {email ? (
            <a className={CONTACT_LINK} href={`mailto:${email}`} {...edit('email')}>
              {email}
            </a>
          ) : null}
          {button ? <ButtonLink {...button} size="sm" edit={edit} /> : null}
        </div>
      </Container>
    </Section>
  );
}
