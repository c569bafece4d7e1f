'use client';
/** Spec 4.3: leaving refer-to-search mode, kept apart so every page's script stays small. */
import { YACHT_NAVIGATION_KEYS as K } from '../../schema/constants/yacht';

/** Spec 4.3: any page that is neither the search nor a yacht page turns the mode off. */
export const leaveReferToSearch = (): void => {
  try {
    const storage = window.sessionStorage;
    storage.setItem(K.shouldReferToSearch, 'false');
    for (const key of [K.searchResultYachtUrls, K.searchState, K.searchStateRoute, K.yachtRedirectUrl, K.isBackToSearchRedirect]) storage.removeItem(key);
  } catch {
    // storage blocked: there is nothing to clear
  }
};
