'use client';
/**
 * The one drawer host of the site (spec 2.13, 4.4, drawer contract): it listens for clicks on
 * `[data-drawer]` links anywhere in the document, keeps the navigation from happening and opens the
 * form drawer or the contact-broker drawer, driven by the drawer machine. Drawers are modal dialogs:
 * focus moves in, Tab stays inside, Escape and a click or tap on the backdrop close them (the panel's
 * backdrop takes that click, so it never reaches the page below), focus returns to the
 * button, and the page behind does not scroll. Without JavaScript the links simply navigate.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../schema/constants/locale';
import type { DrawerLabels } from './DrawerPanel.client';
import type { DrawerClick, DrawerRequest, Drawers as DrawersComponent } from './Drawers.client';

/**
 * The drawers' code (their machine, the panel) loads when a visitor first points at, focuses or
 * clicks a drawer link, not with every page: until then the host is only a click listener.
 */
const loadDrawers = () => import('./Drawers.client').then((module) => module.Drawers);

const isPlainClick = (event: MouseEvent): boolean => !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** What a click on a drawer link asks for, or null when the link is not one. */
const clickOf = (link: HTMLElement): DrawerClick | null => {
  const brokerItem = link.dataset.drawerItem || null;
  if (link.dataset.drawer === 'contact-broker') return { drawer: 'contact-broker', brokerItem };
  const href = link.getAttribute('href');
  if (link.dataset.drawer !== 'form' || !href) return null;
  return { drawer: 'form', href, page: window.location.pathname, withBroker: link.dataset.drawerBroker === 'true', brokerItem };
};

export function DrawerHost({ locale, labels, brokerEndpoint }: { locale: Locale; labels: DrawerLabels; brokerEndpoint: string }) {
  const [Drawers, setDrawers] = useState<typeof DrawersComponent | null>(null);
  const [request, setRequest] = useState<DrawerRequest | null>(null);

  useEffect(() => {
    let requests = 0;
    const drawerLink = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[data-drawer]') : null);
    const warm = (event: Event) => {
      if (drawerLink(event)) void loadDrawers();
    };
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = drawerLink(event);
      const click = link ? clickOf(link) : null;
      if (!link || !click) return;
      event.preventDefault();
      requests += 1;
      const next = { id: requests, click, opener: link };
      // The drawers are in place before the drawer opens, so focus moves into it at once; if their
      // code cannot load (the connection dropped), the link goes where it goes without JavaScript.
      void loadDrawers().then(
        (component) => {
          setDrawers(() => component);
          setRequest(next);
        },
        () => window.location.assign(link.getAttribute('href') ?? '/'),
      );
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', warm, { passive: true });
    document.addEventListener('focusin', warm);
    // Says that a drawer link now opens its drawer; before, a click follows the link's href.
    document.documentElement.dataset.drawers = 'ready';
    return () => {
      delete document.documentElement.dataset.drawers;
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
  }, []);

  return Drawers && request ? <Drawers request={request} locale={locale} labels={labels} brokerEndpoint={brokerEndpoint} /> : null;
}
