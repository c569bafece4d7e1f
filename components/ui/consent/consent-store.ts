/**
 * Spec 7.4: the visitor's analytics choice in the browser, shared by the banner and the cookies
 * policy page's control: read from and written to the consent cookie, and the scripts injected once
 * the visitor accepts. A cached page cannot know the choice, so nothing of it is drawn on the server.
 */
import { analyticsScripts, readConsent, type AnalyticsConfig, type ConsentChoice } from '../../../schema/consent/analytics';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S } from '../../../schema/constants/consent';

declare global {
  interface Window {
    /** The tag manager's queue (Google Tag Manager reads it when it loads). */
    dataLayer?: unknown[];
  }
}

export type ConsentView = { choice: ConsentChoice | null; asking: boolean };

const SERVER: ConsentView = { choice: null, asking: false };
let view: ConsentView | null = null;
let injected = false;
const listeners = new Set<() => void>();

const set = (next: ConsentView) => {
  view = next;
  for (const listener of listeners) listener();
};

export const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const snapshot = (): ConsentView => {
  if (view === null) {
    const choice = readConsent(document.cookie, CONSENT_COOKIE);
    view = { choice, asking: choice === null };
  }
  return view;
};
export const serverSnapshot = (): ConsentView => SERVER;

/** Adds the tag manager and the analytics script, once per page and only after a yes. */
export const inject = (config: AnalyticsConfig): void => {
  const scripts = analyticsScripts(config, snapshot().choice);
  if (injected || scripts.length === 0) return;
  injected = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  for (const src of scripts) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }
};

/** Remembers the choice for a year; a yes loads the scripts, a no after a yes reloads without them. */
export const choose = (choice: ConsentChoice, config: AnalyticsConfig): void => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  set({ choice, asking: false });
  if (choice === 'granted') inject(config);
  // Loaded scripts cannot be taken back: the page starts again without them.
  else if (injected) location.reload();
};

/** The cookies policy page's control: asks again. */
export const askAgain = (): void => set({ choice: snapshot().choice, asking: true });
