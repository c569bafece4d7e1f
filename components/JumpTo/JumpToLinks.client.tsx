'use client';
/**
 * The jump-to links with the active one marked (spec 4.5): section tops are read on scroll
 * (throttled, spec 9.5) and resize, and the active link is kept in view in the mobile bar.
 */
import { useEffect, useRef, useState } from 'react';
import { SCROLL_THROTTLE_MS } from '../../schema/constants/layout';
import { activeSection, throttle } from './active-section';

/** A link's target is `#{section}`: the island gets the id once, not the href beside it. */
export type JumpToLink = { section: string; label: string };

export function JumpToLinks({ links }: { links: readonly JumpToLink[] }) {
  const [active, setActive] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const update = () => {
      const tops = links.flatMap(({ section }) => {
        const target = document.getElementById(section);
        return target ? [{ id: section, top: target.getBoundingClientRect().top }] : [];
      });
      setActive(activeSection(tops, window.innerHeight));
    };
    const onScroll = throttle(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [links]);

  // The horizontal bar on phones scrolls itself, never the page, to show the active link.
  useEffect(() => {
    const bar = list.current;
    const link = active ? bar?.querySelector<HTMLElement>(`[data-jump-link="${active}"]`) : null;
    if (!bar || !link) return;
    const left = link.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + link.offsetWidth > bar.scrollLeft + bar.clientWidth) bar.scrollTo({ left: Math.max(0, left - 16) });
  }, [active]);

  return (
    <ul ref={list} className="ui-scroll-row flex min-w-0 flex-1 gap-7 [scrollbar-width:none] lg:gap-10">
      {links.map((link) => (
        <li key={link.section} data-jump-link={link.section} className="shrink-0">
          <a href={`#${link.section}`} aria-current={active === link.section ? 'location' : undefined} className="yp-jump">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
