/**
 * Spec 7.4: the consent banner (started by ./mount only when analytics is configured). Drawn only in
 * the browser, where the cookie is known, as a fixed bar over the page's foot: nothing in the page's
 * flow moves when it comes or goes.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { AnalyticsConfig } from '../../../schema/consent/analytics';
import type { Words } from '../../../schema/words';
import { choose, inject, serverSnapshot, snapshot, subscribe } from './consent-store';

type ConsentWords = Words<'consent'>;

const useConsent = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot);

export function ConsentBanner({ config, words, policyHref }: { config: AnalyticsConfig; words: ConsentWords; policyHref: string }) {
  const { asking, choice } = useConsent();
  const accept = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(asking);

  useEffect(() => {
    if (choice === 'granted') inject(config);
  }, [choice, config]);
  // Asked again from the cookies policy page: the choice takes focus (the first showing does not steal it).
  useEffect(() => {
    if (asking && !wasAsking.current && choice !== null) accept.current?.focus();
    wasAsking.current = asking;
  }, [asking, choice]);

  if (!asking) return null;
  return (
    <section aria-labelledby="consent-title" data-consent-banner className="fixed inset-x-0 bottom-0 z-40 border-t border-gold/60 bg-navy text-white shadow-[0_-8px_24px_rgba(0,0,0,0.25)]">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-5 md:flex-row md:items-center md:gap-10 md:px-10 md:py-6">
        <div className="md:flex-1">
          <h2 id="consent-title" className="text-lg font-semibold tracking-wide md:text-xl">
            {words.title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-white/85">
            {words.body}{' '}
            <a href={policyHref} className="underline decoration-gold underline-offset-4 hover:text-gold-light">
              {words.policy}
            </a>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button ref={accept} type="button" className="btn btn-pri-d btn-sm" onClick={() => choose('granted', config)}>
            {words.accept}
          </button>
          <button type="button" className="btn btn-sec-d btn-sm" onClick={() => choose('denied', config)}>
            {words.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
