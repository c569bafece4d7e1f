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
import { formHostHref } from '../../schema/components/form-host';
import type { Locale } from '../../schema/constants/locale';
import type { DrawerLabels } from './DrawerPanel.client';
import type { DrawerRequest, Drawers as DrawersComponent } from './Drawers.client';

/**
 * The drawers' code (their machine, the panel) loads when a visitor first points at, focuses or
 * clicks a drawer link, not with every page: until then the host is only a click listener.
 */
const loadDrawers = () => import('./Drawers.client').then((module) => module.Drawers);

/** A link's form URL keeps the `source` it names (a yacht page may set it); otherwise it is this page. */
const withSource = (href: string): string => {
  const named = new URL(href, window.location.href).searchParams.has('source');
  return named ? href : formHostHref(href, { source: window.location.pathname });
};

const isPlainClick = (event: MouseEvent): boolean => !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The machine's event for a click on a drawer link, or null when the link is not one. */
const requestOf = (link: HTMLElement): DrawerRequest['event'] | null => {
  const brokerItem = link.dataset.drawerItem || null;
  if (link.dataset.drawer === 'contact-broker') return { type: 'broker.open', brokerItem };
  const href = link.getAttribute('href');
  if (link.dataset.drawer !== 'form' || !href) return null;
  return { type: 'form.open', formLink: withSource(href), withBroker: link.dataset.drawerBroker === 'true', brokerItem };
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
      const drawerEvent = link ? requestOf(link) : null;
      if (!link || !drawerEvent) return;
      event.preventDefault();
      requests += 1;
      const next = { id: requests, event: drawerEvent, opener: link };
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
