'use client';
/**
 * The drawers themselves, loaded by the drawer host on the first reach for a drawer link: the
 * drawer machine, the panel, focus handling and the broker data. Each request the host passes in
 * (a click on a drawer link) is sent to the machine once; the first one arrives with this code.
 */
import { useMachine } from '@xstate/react';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { formHostHref } from '../../schema/components/form-host';
import { ENQUIRY_FORM_PATH } from '../../schema/constants/drawers';
import type { Locale } from '../../schema/constants/locale';
import { useBodyScrollLock, useFocusTrap } from '../ui/hooks/use-overlay.client';
import { useBrokerData } from './broker-data.client';
import { drawerMachine, type DrawerEvent } from './drawer.machine';
import { DrawerPanel, type DrawerLabels } from './DrawerPanel.client';

/** What a drawer link asks for; `page` is the path it was clicked on. */
export type DrawerClick = { drawer: 'contact-broker'; brokerItem: string | null } | { drawer: 'form'; href: string; page: string; withBroker: boolean; brokerItem: string | null };

/** A click on a drawer link, and the link, to give focus back to. */
export type DrawerRequest = { id: number; click: DrawerClick; opener: HTMLElement };

/** A link's form URL keeps the `source` it names (a yacht page may set it); otherwise it is the page. */
const withSource = (href: string, page: string): string => {
  const named = new URL(href, window.location.href).searchParams.has('source');
  return named ? href : formHostHref(href, { source: page });
};

const eventOf = (click: DrawerClick): DrawerEvent =>
  click.drawer === 'contact-broker'
    ? { type: 'broker.open', brokerItem: click.brokerItem }
    : { type: 'form.open', formLink: withSource(click.href, click.page), withBroker: click.withBroker, brokerItem: click.brokerItem };

export function Drawers({ request, locale, labels, brokerEndpoint }: { request: DrawerRequest; locale: Locale; labels: DrawerLabels; brokerEndpoint: string }) {
  const [state, send] = useMachine(drawerMachine);
  const panel = useRef<HTMLDivElement>(null);
  const open = !state.matches('closed');
  const close = useCallback(() => send({ type: 'drawer.close' }), [send]);

  const handled = useRef(0);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (request.id === handled.current) return;
    handled.current = request.id;
    opener.current = request.opener;
    send(eventOf(request.click));
  }, [request, send]);

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
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    close();
  }, [pathname, close]);

  const { context } = state;
  const brokers = useBrokerData(brokerEndpoint, context.isContactBrokerVisible, context.brokerItem, locale);
  if (!open) return null;
  const enquiryLink = formHostHref(ENQUIRY_FORM_PATH, { locale, source: window.location.pathname });
  const canEnquire = state.can({ type: 'broker.enquire', formLink: enquiryLink });
  return (
    <DrawerPanel
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
