import { describe, expect, it } from 'vitest';
import { fx, item } from '../fixtures';
import type { LinkedItems } from '../kontent';
import { contactBrokerDrawer } from './contact_broker_drawer';
import { mapElements } from '../../testing/map-elements';
import { PEOPLE_LINKED } from './people-fixtures';

const linkedItems: LinkedItems = Object.fromEntries(PEOPLE_LINKED.map((entry) => [entry.system.codename, entry]));
const drawer = (brokers: string[], extra: LinkedItems = {}) =>
  mapElements(contactBrokerDrawer, { title: fx.text('Brokers'), brokers: fx.linked(...brokers) }, { linkedItems: { ...linkedItems, ...extra } });

describe('brokers of a contact-broker drawer (spec 3.8, 5.1)', () => {
  it('a broker: name, job title, office and its time zone, the preferred phone as a dialable tel: link, e-mail, three apps', () => {
    const [lucia] = drawer(['person_lucia_ferrer']).props.brokers;
    expect(lucia).toMatchObject({
      fullName: 'Lucía Ferrer',
      jobTitle: 'Charter Broker',
      officeName: 'Palma de Mallorca',
      timeZone: 'Europe/Madrid',
      phone: { display: '+34 (0) 612-345 678', href: 'tel:+340612345678' },
      email: 'lucia.ferrer@halcyonyachts.example',
      restrictedHours: 'No calls on Sundays',
      workingDaysSEO: 'Monday to Friday',
    });
    // Spec 3.8: WhatsApp, Telegram, WeChat; a script link in the content is never a link.
    expect(lucia?.messaging.map((m) => m.app)).toEqual(['whatsapp', 'telegram', 'wechat']);
    expect(JSON.stringify(lucia)).not.toContain('javascript:');
  });

  it('no phone when isPhoneVisible is not set; apps only when chosen in the contact options', () => {
    const [marco] = drawer(['person_marco_rossi']).props.brokers;
    expect(marco).toMatchObject({ isPhoneVisible: false, phone: null, preferredPhoneNumber: 'main', messaging: [], timeZone: null });
  });

  it('the preferred number is the main line when chosen, and defaults to mobile (spec 3.8)', () => {
    const main = item('person', 'person_main', {
      first_name: fx.text('Ana'),
      last_name: fx.text('Vidal'),
      mobile_phone: fx.text('+34 600 000 001'),
      main_phone: fx.text('+34 971 000 002'),
      is_phone_visible: fx.choice('yes'),
      preferred_phone_number: fx.choice('main'),
    });
    const plain = item('person', 'person_plain', { first_name: fx.text('Eva'), last_name: fx.text('Pons'), mobile_phone: fx.text('600 000 003'), is_phone_visible: fx.choice('yes') });
    const [a, e] = drawer(['person_main', 'person_plain'], { person_main: main, person_plain: plain }).props.brokers;
    expect(a?.phone?.href).toBe('tel:+34971000002');
    expect(e).toMatchObject({ preferredPhoneNumber: 'mobile', phone: { href: 'tel:600000003' } });
  });

  it('a missing person, or an item of another type, is reported and left out; an unknown time zone shows no local time', () => {
    const office = item('office', 'office_nowhere', { name: fx.text('Nowhere'), timezone: fx.text('Mars/Olympus') });
    const person = item('person', 'person_far', { first_name: fx.text('Far'), last_name: fx.text('Away'), office: fx.linked('office_nowhere') });
    const { props, issues } = drawer(['person_gone', 'office_nowhere', 'person_far'], { office_nowhere: office, person_far: person });
    expect(props.brokers.map((b) => b.fullName)).toEqual(['Far Away']);
    expect(props.brokers[0]?.timeZone).toBeNull();
    expect(issues.map((i) => i.problem)).toEqual([
      "Linked person 'person_gone' is missing: it is not published in this language, or was deleted",
      "'office_nowhere' is not a person with a first and last name",
    ]);
  });
});
