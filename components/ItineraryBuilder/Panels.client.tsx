'use client';
/**
 * The sharing and sending panels: the link that opens the itinerary in any browser (copied with one
 * button), and the message a broker receives, with the enquiry form's link (the form drawer, spec
 * 2.13, or the form page without JavaScript) carrying it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../ui/Button';
import type { BuilderLabels } from './types';

function Panel({ title, hint, children, onClose, labels, testId }: { title: string; hint: string; children: ReactNode; onClose: () => void; labels: BuilderLabels; testId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="border border-gold bg-white p-5 shadow-md md:p-6" data-testid={testId}>
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl text-navy outline-none">
        {title}
      </h2>
      <p className="mt-2 text-sm text-body">{hint}</p>
      <div className="mt-4">{children}</div>
      <button type="button" onClick={onClose} className="mt-5 min-h-11 text-xs font-semibold tracking-[0.18em] text-navy uppercase hover:text-gold-deep">
        ← {labels.back}
      </button>
    </section>
  );
}

export function SharePanel({ link, labels, onClose }: { link: string; labels: BuilderLabels; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for the visitor to copy.
      input.current?.select();
    }
  };
  return (
    <Panel title={labels.shareTitle} hint={labels.shareHint} onClose={onClose} labels={labels} testId="itinerary-share">
      <label htmlFor={id} className="sr-only">
        {labels.shareTitle}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 border border-gray-300 bg-gray-50 px-3 text-sm text-navy"
          data-testid="itinerary-share-link"
        />
        <button type="button" className={buttonClass({ theme: 'primary', size: 'sm' })} onClick={() => void copy()}>
          {labels.copy}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-body">
        {copied ? labels.copied : ''}
      </p>
    </Panel>
  );
}

export function SendPanel({ message, formLink, labels, onClose }: { message: string; formLink: string; labels: BuilderLabels; onClose: () => void }) {
  return (
    <Panel title={labels.sendTitle} hint={labels.sendHint} onClose={onClose} labels={labels} testId="itinerary-send">
      <pre className="max-h-72 overflow-auto bg-gray-50 p-4 font-sans text-sm whitespace-pre-wrap text-body" data-testid="itinerary-message">
        {message}
      </pre>
      <a href={formLink} data-drawer="form" className={`${buttonClass({ theme: 'primary', size: 'sm' })} mt-4`} data-testid="itinerary-open-form">
        {labels.openForm}
      </a>
    </Panel>
  );
}
