/**
 * The drawers' and contact cards' words in a locale (site/messages `drawers`), read from the bundled
 * files so registry entries and the layout need no request context.
 */
import type { BrokerLabels } from '../../components/ContactBrokerDrawer/labels';
import type { DrawerLabels } from '../../components/Drawer/DrawerPanel.client';
import { CONTACT_PAGE_PATH } from '../../schema/constants/drawers';
import { localisedPath } from '../../schema/locale';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';

const MESSAGES = { en, es } as const satisfies Record<Locale, unknown>;

export type DrawerMessages = (typeof en)['drawers'];

export const drawerMessages = (locale: Locale): DrawerMessages => MESSAGES[locale].drawers;

export const brokerLabels = (locale: Locale): BrokerLabels => {
  const m = drawerMessages(locale);
  return {
    phone: m.phone,
    email: m.email,
    localTime: m.localTime,
    office: m.office,
    workingHours: m.workingHours,
    restrictedHours: m.restrictedHours,
    makeEnquiry: m.makeEnquiry,
    messageOn: m.messageOn,
    apps: { whatsapp: m.whatsapp, telegram: m.telegram, wechat: m.wechat },
  };
};

export const drawerLabels = (locale: Locale): DrawerLabels => {
  const m = drawerMessages(locale);
  return {
    brokerTitle: m.brokerTitle,
    formTitle: m.formTitle,
    formWithBrokerTitle: m.formWithBrokerTitle,
    close: m.close,
    loading: m.loading,
    loadFailed: m.loadFailed,
    contactPage: m.contactPage,
    openForm: m.openForm,
    frameTitle: m.frameTitle,
    contactHref: localisedPath(CONTACT_PAGE_PATH, locale),
    broker: brokerLabels(locale),
  };
};
