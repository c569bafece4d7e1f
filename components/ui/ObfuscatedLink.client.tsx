'use client';
/**
 * Spec 2.14's obfuscated link in the browser: no anchor for crawlers to follow, but for visitors a
 * focusable link that opens its destination on click and on Enter (the key that activates a link;
 * Space scrolls, as on any link), in a new tab when flagged or when Ctrl/Cmd is held.
 */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { cx } from './tokens';

export type ObfuscatedLinkProps = {
  href: string;
  newTab: boolean;
  /** The accessible name when the link shows no text. */
  label?: string;
  className?: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string | undefined };

export function ObfuscatedLink({ href, newTab, label, className, children, ...data }: ObfuscatedLinkProps) {
  const follow = (inNewTab: boolean) => {
    if (href === '') return;
    if (inNewTab) window.open(href, '_blank', 'noopener,noreferrer');
    else window.location.assign(href);
  };
  const onClick = (event: MouseEvent) => follow(newTab || event.ctrlKey || event.metaKey);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    follow(newTab || event.ctrlKey || event.metaKey);
  };
  return (
    <span role="link" tabIndex={0} data-href={href} aria-label={label} className={cx('cursor-pointer', className)} onClick={onClick} onKeyDown={onKeyDown} {...data}>
      {children}
    </span>
  );
}
