/**
 * Breadcrumbs (spec 2.4): the trail from the home page to the current page, as an accessible nav.
 * The page supplies the trail; the breadcrumbs_component item only chooses the color.
 */
import type { BreadcrumbColor } from '../../schema/constants/component-defaults';
import type { BreadcrumbsProps } from '../../schema/components/breadcrumbs_component';
import { Link } from '../ui/Link';
import { Container } from '../ui/Container';
import { cx } from '../ui/tokens';
import type { Translator } from '../../schema/words';

export type Crumb = { title: string; href: string };

/** `link` is a short class of site/app/styles/breadcrumbs.css (its colour, hover and transition). */
const colors: Record<BreadcrumbColor, { link: string; current: string; separator: string }> = {
  blue: { link: 'bc-blue', current: 'text-navy', separator: 'text-gold-deep' },
  white: { link: 'bc-white', current: 'text-white', separator: 'text-gold' },
  black: { link: 'bc-black', current: 'text-black', separator: 'text-gold-deep' },
};

export function Breadcrumbs({ color, trail = [], t, className }: Pick<BreadcrumbsProps, 'color'> & { trail?: readonly Crumb[]; t: Translator; className?: string }) {
  if (trail.length === 0) return null;
  const { link, current, separator } = colors[color];
  return (
    <nav aria-label={t('breadcrumbs.label')} className={cx('py-5', className)}>
      <Container>
        <ol className="bc">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={`${crumb.href}-${index}`} className="bc-item">
                {last ? (
                  <span aria-current="page" className={current}>
                    {crumb.title}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.href} className={link}>
                      {crumb.title}
                    </Link>
                    <span aria-hidden="true" className={separator}>
                      /
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
