/** Spec 2.13, 7.1: the contact-broker drawer read by codename on the local Delivery API, with its people and offices. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_DEPTH } from '../../schema/constants/fetching';
import { el, standIn, variant, type Variant } from '../../testing/delivery-stand-in';
import { loadContactBrokerDrawer } from './contact-broker';

const content = (): Variant[] => [
  variant('drawer_charter', 'contact_broker_drawer', 'en', {
    title: el.text('Talk to a broker'),
    intro: el.text('Our brokers answer within a day.'),
    button_text: el.text('Contact a broker'),
    brokers: el.linked('person_lucia'),
  }),
  variant('drawer_charter', 'contact_broker_drawer', 'es', {
    title: el.text('Hable con un bróker'),
    brokers: el.linked('person_lucia'),
  }),
  variant('drawer_broken', 'contact_broker_drawer', 'en', { title: el.number(3), brokers: el.linked() }),
  variant('person_lucia', 'person', 'en', {
    first_name: el.text('Lucía'),
    last_name: el.text('Ferrer'),
    job_title: el.text('Charter Broker'),
    office: el.linked('office_palma'),
    email: el.text('lucia.ferrer@halcyonyachts.example'),
  }),
  variant('office_palma', 'office', 'en', { name: el.text('Palma de Mallorca'), timezone: el.text('Europe/Madrid') }),
  variant('home', 'page', 'en', { title: el.text('Home'), url_slug: el.slug('/') }),
];

const setup = (failing = false) => {
  const { client, requests } = standIn(content(), { failWhen: () => failing });
  return { load: (codename: string, locale: 'en' | 'es' = 'en') => loadContactBrokerDrawer({ client, language: locale, locale }, codename), requests };
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('contact-broker drawer (spec 2.13)', () => {
  it('reads the drawer by codename deep enough to bring its people and their offices', async () => {
    const { load, requests } = setup();
    const result = await load('drawer_charter');
    expect(requests[0]?.params.get('system.codename[eq]')).toBe('drawer_charter');
    expect(requests[0]?.params.get('depth')).toBe(String(LOOKUP_DEPTH));
    expect(result).toMatchObject({
      ok: true,
      data: { codename: 'drawer_charter', title: 'Talk to a broker', buttonText: 'Contact a broker', brokers: [{ fullName: 'Lucía Ferrer', officeName: 'Palma de Mallorca' }] },
    });
  });

  it('reads the Spanish drawer in Spanish', async () => {
    expect(await setup().load('drawer_charter', 'es')).toMatchObject({ ok: true, data: { title: 'Hable con un bróker' } });
  });

  it('tells a missing drawer, an item of another type, one that cannot be shown and a service failure apart', async () => {
    expect(await setup().load('drawer_none')).toEqual({ ok: false, reason: 'missing' });
    expect(await setup().load('home')).toEqual({ ok: false, reason: 'missing' });
    expect(await setup().load('drawer_broken')).toEqual({ ok: false, reason: 'invalid' });
    expect(await setup(true).load('drawer_charter')).toEqual({ ok: false, reason: 'unreachable' });
  });
});
