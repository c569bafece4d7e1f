/** The store the configuration names: Postgres with DATABASE_URL, else the SQLite file FORMS_DB. */
import { openPostgresFormStore } from './postgres-store';
import { openFormStore, type FormStore } from './store';

export type StoreConfig = { DATABASE_URL?: string; FORMS_DB: string };

export const openConfiguredFormStore = ({ DATABASE_URL, FORMS_DB }: StoreConfig): FormStore => (DATABASE_URL ? openPostgresFormStore(DATABASE_URL) : openFormStore(FORMS_DB));

/** Where the submissions are, for messages (the password of a URL is never shown). */
export const describeStore = ({ DATABASE_URL, FORMS_DB }: StoreConfig): string => {
  if (!DATABASE_URL) return FORMS_DB;
  const url = new URL(DATABASE_URL);
  url.password = '';
  return url.toString();
};
