/** The locale cookie of spec 9.4: 365 days, path '/', SameSite lax; `Secure` over https (site/lib/security/headers.ts). */
import { LOCALE_COOKIE_MAX_AGE_DAYS } from '../../schema/constants/locale';

export const localeCookieOptions = (secure: boolean) => ({
  maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax' as const,
  secure,
});
