/**
 * Spec 7.4: starts the consent banner, loaded only on a site with analytics configured, at the
 * page's first idle moment, as a chunk of its own. It also brings the cookies policy page's control
 * (drawn by the server, site/ui/SlugLayout.tsx) to life: the current choice and "ask again".
 */
import { createRoot } from 'react-dom/client';
import { ConsentBanner } from './Consent.client';
import { askAgain, snapshot, subscribe } from './consent-store';
import type { ConsentProps } from './types';

export const mountConsent = ({ config, words, policyHref }: ConsentProps): (() => void) => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<ConsentBanner config={config} words={words} policyHref={policyHref} />);

  const status = document.querySelector('[data-consent-status]');
  const showStatus = () => {
    if (status) status.textContent = words[snapshot().choice ?? 'unset'];
  };
  showStatus();
  const unsubscribe = subscribe(showStatus);
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('[data-consent-change]')) askAgain();
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    unsubscribe();
    root.unmount();
    host.remove();
  };
};
