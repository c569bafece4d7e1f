/** Spec 3.8, 9.6: the office item as the office blocks and the footer selector see it. */
import { describe, expect, it } from 'vitest';
import { mapElements } from '../../testing/map-elements';
import { fx } from '../fixtures';
import { crewPalmaOffice, monacoOffice } from './office.fixtures';
import { isTimeZone, office, richTextLines } from './office';

describe('office (spec 3.8)', () => {
  it('maps type, head office, coordinates, zone, address lines, tel: link and e-mail', () => {
    const { props, issues } = mapElements(office, monacoOffice.elements);
    expect(issues).toEqual([]);
    expect(props).toMatchObject({
      name: 'Monaco',
      kind: 'brokerage',
      isBrokerage: true,
      isTCN: false,
      isHeadOffice: true,
      located: true,
      timezone: 'Europe/Monaco',
      address: ['7 Avenue de Grande Bretagne', '98000 Monaco'],
      tel: 'tel:+37793501220',
      email: 'monaco@example.com',
      openingHours: 'Monday to Friday, 9:00–18:00',
    });
  });

  it("compares the type case-insensitively: 'TCN' is a crew-network office", () => {
    expect(mapElements(office, crewPalmaOffice.elements).props).toMatchObject({ kind: 'crew', isTCN: true, isHeadOffice: false });
  });

  it('spec 9.6: missing or impossible coordinates are 0 and the office gets no marker', () => {
    const { props } = mapElements(office, { name: fx.text('Nowhere'), latitude: fx.number(123), longitude: fx.number(null) });
    expect(props).toMatchObject({ lat: 0, lng: 0, located: false, timezone: null, tel: null });
  });

  it('reports an unknown time zone to the editor and shows no local time', () => {
    const { props, issues } = mapElements(office, { name: fx.text('Atlantis'), timezone: fx.text('Ocean/Atlantis') });
    expect(props.timezone).toBeNull();
    expect(issues.map((i) => i.element)).toEqual(['timezone']);
    expect(isTimeZone('Asia/Kuwait')).toBe(true);
  });

  it('reads address lines from rich text, decoding entities and dropping tags', () => {
    expect(richTextLines('<p>18 Boulevard d&#39;Aguillon<br/>06600 <strong>Antibes</strong></p><p>France &amp; Monaco</p>')).toEqual(["18 Boulevard d'Aguillon", '06600 Antibes', 'France & Monaco']);
  });
});
