/** The brand wordmark (spec 9.8 icons: brand logo), set in the site font: the first word large, the rest small beneath. */
import { cx } from '../ui/tokens';

/** Classes of site/app/styles/logo.css: short, since every page draws the logo twice. */
export function Logo({ name, className }: { name: string; className?: string }) {
  const [first = name, ...rest] = name.split(' ');
  return (
    <span className={cx('logo', className)}>
      <span className="logo-name">{first}</span>
      {rest.length > 0 && <span className="logo-sub">{rest.join(' ')}</span>}
    </span>
  );
}
