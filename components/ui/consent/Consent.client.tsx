/**
 * Spec 7.4: the consent banner (loaded by site/ui/PageBehaviour only when analytics is configured).
 * It also brings the cookies policy page's control (drawn by the server, site/ui/SlugLayout.tsx) to
 * life: the current choice and "ask again". Drawn only in
 * the browser, where the cookie is known, as a fixed bar over the page's foot: nothing in the page's
 * flow moves when it comes or goes.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { askAgain, choose, inject, serverSnapshot, snapshot, subscribe } from './consent-store';
import type { ConsentProps } from './types';

const useConsent = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot);

export default function ConsentBanner({ config, words, policyHref }: ConsentProps) {
  const { asking, choice } = useConsent();

  // The cookies policy page's control: the line names the choice, the button asks again.
  useEffect(() => {
    const status = document.querySelector('[data-consent-status]');
    if (status) status.textContent = words[choice ?? 'unset'];
  }, [choice, words]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-consent-change]')) askAgain();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
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
