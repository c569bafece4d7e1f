/** A quote (spec 3.10): the words, the quotation mark when shown, and who said it with their portrait and link. */
import type { QuotePeopleProps } from '../../schema/components/quote_people_component';
import type { EditAttributes } from '../../schema/define';
import { linkTarget } from '../../schema/links';
import { Picture } from '../ui/editorial/Picture';

export function Quote({
  quote,
  person,
  showIcon,
  isStaffMember,
  staffLabel,
  quoteEdit,
  personEdit,
}: Omit<QuotePeopleProps, 'background' | 'image'> & { staffLabel: string; quoteEdit?: EditAttributes; personEdit?: EditAttributes }) {
  return (
    <figure className="ed-quote" data-staff={isStaffMember ? 'yes' : 'no'}>
      {showIcon ? (
        <svg className="ed-qmark" aria-hidden="true" viewBox="0 0 48 36" width="48" height="36" fill="currentColor">
          <path d="M0 36V22C0 9 7 1 19 0l2 5C13 7 10 12 10 18h9v18H0zm27 0V22C27 9 34 1 46 0l2 5c-8 2-11 7-11 13h9v18H27z" />
        </svg>
      ) : null}
      <blockquote className="ed-words" {...quoteEdit}>
        <p>{quote}</p>
      </blockquote>
      {person ? (
        <figcaption className="ed-byline">
          {person.profileImage?.isImage ? <Picture url={person.profileImage.url} alt="" widths={[160]} className="ed-face" /> : null}
          <span>
            <span className="block font-semibold tracking-wide text-navy uppercase" {...personEdit}>
              {person.profileLink ? (
                <a
                  href={person.profileLink}
                  className="underline decoration-gold underline-offset-4 hover:text-gold-deep"
                  {...(/^https?:/i.test(person.profileLink) ? linkTarget(person.profileLink) : {})}
                >
                  {person.fullName}
                </a>
              ) : (
                person.fullName
              )}
            </span>
            {person.role ? <span className="block text-sm text-body">{person.role}</span> : null}
            {isStaffMember ? <span className="dg-date block">{staffLabel}</span> : null}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
