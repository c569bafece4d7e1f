/**
 * Spec 2.14: the generic link. It takes `to` (an internal path, localised here) or `href` (an
 * external URL, given a trailing slash, or a URL already localised). The obfuscated variant is a
 * focusable element with role 'link' and data-href instead of an anchor, so crawlers do not follow it.
 */
import type { ReactNode } from 'react';
import { externalHref, linkTarget, localisedPath, stripLocalePrefix } from '../../schema/links';
import { DEFAULT_LOCALE, type Locale } from '../../schema/constants/locale';

/** Spec 8.5: the message logged for a link with neither to nor href. */
export const MISSING_LINK_MESSAGE =
  "Link component has undefined to/href property, Please pass either 'to' or 'href' property.";

export type LinkProps = {
  to?: string;
  href?: string;
  locale?: Locale;
  newTab?: boolean;
  obfuscated?: boolean;
  className?: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string | undefined };

const resolve = ({ to, href, locale = DEFAULT_LOCALE }: Pick<LinkProps, 'to' | 'href' | 'locale'>): string => {
  if (to !== undefined && to !== '') return localisedPath(to, locale);
  if (href !== undefined && href !== '') return externalHref(href);
  console.error(MISSING_LINK_MESSAGE);
  return '';
};

/** Spec 2.14: 'navigate to homepage' for '/', otherwise 'navigate to {url}'. */
export const linkAriaLabel = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') && stripLocalePrefix(path) === '/' ? 'navigate to homepage' : `navigate to ${url}`;
};

export function Link({
  to,
  href,
  locale,
  newTab = false,
  obfuscated = false,
  className,
  children,
  ...data
}: LinkProps) {
  const url = resolve({ to, href, locale });
  const label = linkAriaLabel(url);
  if (obfuscated) {
    return (
      <span role="link" tabIndex={0} data-href={url} aria-label={label} className={className} {...data}>
        {children}
      </span>
    );
  }
  return (
    <a href={url} aria-label={label} className={className} {...linkTarget(url, newTab)} {...data}>
      {children}
    </a>
  );
}
