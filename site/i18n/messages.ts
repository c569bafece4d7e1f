/**
 * Typed messages: next-intl checks every key and namespace against the English file, and the
 * Spanish file must have exactly the same keys (site/i18n/messages.test.ts).
 */
import type {} from 'next-intl';
import type en from '../messages/en.json';
import type { Locale } from '../../schema/constants/locale';

export type Messages = typeof en;

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
