/**
 * Page-wide behaviour of spec 2.1 and 2.15 that waits for the visitor: keyboard-navigation mode,
 * scroll-driven motion where CSS cannot drive it, scrolling to a new hash on the same page, route
 * preloads on hover and focus, the language switch's locale machine (query and hash kept), and images
 * the media host failed to deliver hidden. `PageBehaviour.client.tsx` starts it on the first reach
 * and hands over what the visitor did while its code loaded.
 */
import type { Locale } from '../../../schema/constants/locale';
import { localeClick, SWITCH_LOCALE_ROUTE } from '../locale/locale-switch';
import { createLazyActor, type ActorPort } from '../on-demand/lazy-actor';
import type { LocaleEvent } from '../locale/locale.machine';
import { enterOnTab, scrollToHash, watchKeyboardMode } from './keyboard-mode';
import { startScrollMotion } from './motion';
import { createPreloadQueue, currentConnection, preloadAllowed } from './preload';
import { hideBrokenImages } from './broken-images';

const prefetch = (href: string) =>
  new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(href));
    document.head.append(link);
  });

/** A same-site page link worth preloading (not a download, a new tab or a route handler). */
const preloadable = (anchor: HTMLAnchorElement): string | null => {
  if (anchor.origin !== location.origin || anchor.target || anchor.hasAttribute('download')) return null;
  if (anchor.pathname.startsWith('/api/') || anchor.pathname.startsWith('/forms/')) return null;
  if (anchor.pathname === location.pathname) return null;
  return anchor.pathname + anchor.search;
};

const linkOf = (event: Event) => {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/**
 * Starts the behaviour. Its port takes the events that came while its code loaded (kept by the
 * lazy actor of PageBehaviour.client.tsx), handled as if they came now.
 */
export const startPageBehaviour = (locale: Locale): ActorPort<Event, null> => {
  const stopKeyboard = watchKeyboardMode();
  const stopImages = hideBrokenImages();
  const stopMotion = startScrollMotion();
  const onHash = () => scrollToHash(location.hash);
  window.addEventListener('hashchange', onHash);

  // The language links (footer) go through the locale machine, which adds the query and hash. It
  // loads when a visitor points at or focuses a language link, or at the click, which waits for it;
  // if it cannot load, the link is followed as it is.
  const locales = createLazyActor<LocaleEvent, boolean>(false, () => import('../locale/locale.actor').then((m) => m.startLocaleSwitch(locale, (href) => location.assign(href))));

  // Pointing at or focusing a link: a language link loads the locale machine, a page link preloads.
  const queue = createPreloadQueue(prefetch);
  const onIntent = (event: Event) => {
    const anchor = linkOf(event);
    if (!anchor) return;
    if (anchor.pathname === SWITCH_LOCALE_ROUTE) return void locales.wake();
    if (!preloadAllowed(currentConnection())) return;
    const href = preloadable(anchor);
    if (href) queue.request(href);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const onClick = (event: Event) => {
    const click = localeClick(event, locale);
    if (!click) return;
    event.preventDefault();
    locales.send({ type: 'locale.choose', to: click.to, path: location.pathname, search: location.search, hash: location.hash });
    void locales.wake().then((running) => {
      if (!running) location.assign(click.anchor.href);
    });
  };
  document.addEventListener('click', onClick);

  return {
    send: (event) => {
      if (event.type === 'pointerover' || event.type === 'focusin') onIntent(event);
      if (event.type === 'click') onClick(event);
      if (event.type === 'hashchange') onHash();
      if (event instanceof KeyboardEvent) enterOnTab(event);
    },
    view: () => null,
    subscribe: () => () => {},
    stop: () => {
      stopKeyboard();
      stopImages();
      stopMotion();
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('click', onClick);
      locales.stop();
    },
  };
};
