'use client';
/**
 * The one drawer host of the site (spec 2.13, 4.4, drawer contract): it listens for clicks on
 * `[data-drawer]` links anywhere in the document, keeps the navigation from happening and opens the
 * form drawer or the contact-broker drawer, driven by the drawer machine. Drawers are modal dialogs:
 * focus moves in, Tab stays inside, Escape and a click or tap on the backdrop close them (the panel's
 * backdrop takes that click, so it never reaches the page below), focus returns to the
 * button, and the page behind does not scroll. Without JavaScript the links simply navigate.
 */
import { useMachine } from '@xstate/react';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formHostHref } from '../../schema/components/form-host';
import { ENQUIRY_FORM_PATH } from '../../schema/constants/drawers';
import type { Locale } from '../../schema/constants/locale';
import { useBodyScrollLock, useFocusTrap } from '../ui/hooks/use-overlay.client';
import { useBrokerData } from './broker-data.client';
import { drawerMachine } from './drawer.machine';
import type { DrawerLabels, DrawerPanel as DrawerPanelComponent } from './DrawerPanel.client';

/**
 * The panel's code loads when a visitor first points at, focuses or clicks a drawer link, not with
 * every page: until then the host is only a click listener, to keep first-load JS small.
 */
const loadPanel = () => import('./DrawerPanel.client').then((module) => module.DrawerPanel);

/** A link's form URL keeps the `source` it names (a yacht page may set it); otherwise it is this page. */
const withSource = (href: string): string => {
  const named = new URL(href, window.location.href).searchParams.has('source');
  return named ? href : formHostHref(href, { source: window.location.pathname });
};

const isPlainClick = (event: MouseEvent): boolean => !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function DrawerHost({ locale, labels, brokerEndpoint }: { locale: Locale; labels: DrawerLabels; brokerEndpoint: string }) {
  const [state, send] = useMachine(drawerMachine);
  const panel = useRef<HTMLDivElement>(null);
  /** The link that opened the drawer: not every browser focuses a link it clicks, so it is kept here. */
  const opener = useRef<HTMLElement | null>(null);
  const open = !state.matches('closed');
  const close = useCallback(() => send({ type: 'drawer.close' }), [send]);
  const [Panel, setPanel] = useState<typeof DrawerPanelComponent | null>(null);

  useEffect(() => {
    const drawerLink = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[data-drawer]') : null);
    // The panel is in place before the drawer opens, so focus moves into it at once; if its code
    // cannot load (the connection dropped), the link goes where it goes without JavaScript.
    const withPanel = (link: HTMLElement, open: () => void) =>
      void loadPanel().then(
        (component) => {
          setPanel(() => component);
          open();
        },
        () => window.location.assign(link.getAttribute('href') ?? '/'),
      );
    const warm = (event: Event) => {
      if (drawerLink(event)) void loadPanel();
    };
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = drawerLink(event);
      if (!link) return;
      const item = link.dataset.drawerItem || null;
      opener.current = link;
      if (link.dataset.drawer === 'contact-broker') {
        event.preventDefault();
        withPanel(link, () => send({ type: 'broker.open', brokerItem: item }));
      } else if (link.dataset.drawer === 'form') {
        const href = link.getAttribute('href');
        if (!href) return;
        event.preventDefault();
        const formLink = withSource(href);
        withPanel(link, () => send({ type: 'form.open', formLink, withBroker: link.dataset.drawerBroker === 'true', brokerItem: item }));
      }
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
  }, [send]);

  useBodyScrollLock(open);
  useFocusTrap(panel, open, close);
  // 'Make enquiry' replaces the broker drawer with the form drawer: focus goes to its first control.
  const shown = open ? String(state.value) : null;
  useEffect(() => {
    if (shown) panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [shown]);
  // Focus returns to the button that opened the drawer (after the focus trap's own return).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open]);
  // A client-side navigation leaves the page the drawer was opened on.
  const pathname = usePathname();
  useEffect(() => close(), [pathname, close]);

  const { context } = state;
  const brokers = useBrokerData(brokerEndpoint, context.isContactBrokerVisible, context.brokerItem, locale);
  if (!open || !Panel) return null;
  const enquiryLink = formHostHref(ENQUIRY_FORM_PATH, { locale, source: window.location.pathname });
  const canEnquire = state.can({ type: 'broker.enquire', formLink: enquiryLink });
  return (
    <Panel
      ref={panel}
      kind={state.matches('form') ? 'form' : 'broker'}
      formLink={context.formLink}
      brokers={context.isContactBrokerVisible ? brokers : null}
      locale={locale}
      labels={labels}
      onClose={close}
      enquiry={canEnquire ? { href: enquiryLink, onEnquire: () => send({ type: 'broker.enquire', formLink: enquiryLink }) } : null}
    />
  );
}
