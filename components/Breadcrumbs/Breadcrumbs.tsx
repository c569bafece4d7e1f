/**
 * Breadcrumbs (spec 2.4): the trail from the home page to the current page, as an accessible nav.
 * The page supplies the trail; the breadcrumbs_component item only chooses the color.
 */
import type { BreadcrumbColor } from '../../schema/constants/component-defaults';
import type { BreadcrumbsProps } from '../../schema/components/breadcrumbs_component';
import { Link } from '../ui/Link';
import { Container } from '../ui/Container';
import { cx } from '../ui/tokens';

export type Crumb = { title: string; href: string };

const colors: Record<BreadcrumbColor, { text: string; current: string; separator: string }> = {
  blue: { text: 'text-navy/70 hover:text-navy', current: 'text-navy', separator: 'text-gold-deep' },
  white: { text: 'text-white/75 hover:text-white', current: 'text-white', separator: 'text-gold' },
  black: { text: 'text-black/70 hover:text-black', current: 'text-black', separator: 'text-gold-deep' },
};

export function Breadcrumbs({
  color,
  trail = [],
  className,
}: Pick<BreadcrumbsProps, 'color'> & { trail?: readonly Crumb[]; className?: string }) {
  if (trail.length === 0) return null;
  const { text, current, separator } = colors[color];
  return (
    <nav aria-label="Breadcrumb" className={cx('py-5', className)}>
      <Container>
        <ol className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[11px] font-medium tracking-[0.2em] uppercase">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={`${crumb.href}-${index}`} className="flex items-center gap-3">
                {last ? (
                  <span aria-current="page" className={current}>
                    {crumb.title}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.href} className={cx('transition-colors', text)}>
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
