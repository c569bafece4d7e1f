'use client';
/**
 * The drawer as a modal dialog panel (spec 2.13, 3.10 drawer states): the contact-broker drawer lists
 * the brokers with 'make enquiry'; the form drawer embeds the form host link, with the brokers above
 * it when the button was flagged 'form plus broker'.
 */
import type { Ref, SyntheticEvent } from 'react';
import { formHostHref } from '../../schema/components/form-host';
import type { Locale } from '../../schema/constants/locale';
import { BrokerCard } from '../ContactBrokerDrawer/BrokerCard';
import type { BrokerLabels } from '../ContactBrokerDrawer/labels';
import { buttonClass } from '../ui/Button';
import { timeFormat } from '../../schema/intl-format';
import { clockTime } from '../ui/clock-time';
import type { BrokerData } from './broker-data.client';

/** The drawers' words and where their 'contact page' link goes in the page's locale. */
export type DrawerLabels = BrokerLabels & { contactHref: string };

const TITLE_ID = 'drawer-title';

/** The office's time now, in the page's language (spec 3.8 office timezone). */
const localTime = (timeZone: string | null, locale: Locale, now = new Date()) =>
  timeZone ? { text: timeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(now), dateTime: clockTime(now, timeZone) } : null;

function Brokers({ brokers, locale, labels, enquiry }: { brokers: BrokerData; locale: Locale; labels: DrawerLabels; enquiry: Enquiry | null }) {
  if (brokers.status === 'failed') {
    return (
      <p role="alert" className="py-6 text-body">
        {labels.loadFailed}{' '}
        <a className="underline decoration-gold underline-offset-4" href={labels.contactHref}>
          {labels.contactPage}
        </a>
      </p>
    );
  }
  if (brokers.status !== 'loaded') {
    return (
      <p role="status" className="py-6 text-body">
        {labels.loading}
      </p>
    );
  }
  const { data } = brokers;
  return (
    <div data-testid="drawer-brokers">
      {data.intro ? <p className="pt-4 text-body">{data.intro}</p> : null}
      {data.brokers.map((broker) => (
        <BrokerCard key={broker.codename} broker={broker} labels={labels} localTime={localTime(broker.timeZone, locale)}>
          {enquiry ? (
            <a
              href={enquiry.href}
              className={`${buttonClass({ theme: 'primary', size: 'sm' })} mt-4`}
              onClick={(event) => {
                event.preventDefault();
                enquiry.onEnquire();
              }}
            >
              {labels.makeEnquiry}
            </a>
          ) : null}
        </BrokerCard>
      ))}
    </div>
  );
}

type Enquiry = { href: string; onEnquire: () => void };

/** Escape inside the embedded form (same origin) closes the drawer too; a hosted form's frame is out of reach. */
const listenForEscape = (onClose: () => void) => (event: SyntheticEvent<HTMLIFrameElement>) => {
  let doc: Document | null = null;
  try {
    doc = event.currentTarget.contentDocument;
  } catch {
    doc = null;
  }
  doc?.addEventListener('keydown', (key) => {
    if (key.key === 'Escape') onClose();
  });
};

export function DrawerPanel({
  ref,
  kind,
  formLink,
  brokers,
  locale,
  labels,
  onClose,
  enquiry,
}: {
  ref: Ref<HTMLDivElement>;
  kind: 'form' | 'broker';
  formLink: string | null;
  brokers: BrokerData | null;
  locale: Locale;
  labels: DrawerLabels;
  onClose: () => void;
  enquiry: Enquiry | null;
}) {
  const title = kind === 'broker' ? labels.brokerTitle : brokers ? labels.formWithBrokerTitle : labels.formTitle;
  const withFrame = kind === 'form' && formLink;
  return (
    // The backdrop takes a tap or click outside the panel and closes the drawer on it, so the tap
    // ends here instead of reaching the link below; on a phone a strip of it stays visible to tap.
    // (Keyboard users close with Escape or the close button.)
    <div className="fixed inset-0 z-[70] bg-navy/60" data-drawer-backdrop="" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        data-drawer-panel={kind}
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-[calc(100%-3rem)] max-w-xl flex-col bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-4 sm:px-8">
          <h2 id={TITLE_ID} className="text-xl font-light text-navy sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-10 items-center px-3 text-xs font-semibold tracking-[0.2em] text-navy uppercase hover:text-gold-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep"
          >
            {labels.close}
          </button>
        </div>
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-5 sm:px-8">
          {brokers ? <Brokers brokers={brokers} locale={locale} labels={labels} enquiry={kind === 'broker' ? enquiry : null} /> : null}
          {withFrame ? (
            <>
              <iframe
                src={formHostHref(formLink, { embed: true })}
                title={labels.frameTitle}
                onLoad={listenForEscape(onClose)}
                className={brokers ? 'block h-[46rem] w-full shrink-0 border-0' : 'block min-h-[36rem] w-full flex-1 border-0'}
              />
              <p className="py-3 text-center text-sm text-body">
                <a className="underline decoration-gold underline-offset-4 hover:text-gold-deep" href={formLink} target="_top">
                  {labels.openForm}
                </a>
              </p>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
