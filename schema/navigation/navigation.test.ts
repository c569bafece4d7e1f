/** Spec 2.6, 2.7, 3.11: the menu and footer configuration as the header and footer see them. */
import { describe, expect, it } from 'vitest';
import { dam, fx, item, sampleImage } from '../fixtures';
import { mapElements } from '../../testing/map-elements';
import { footerConfiguration } from './footer_configuration';
import { menuConfiguration } from './menu_configuration';

const linked = {
  menu_item_charter: item('menu_item', 'menu_item_charter', {
    text: fx.text('Charter'),
    url: fx.text('/yacht-charter'),
    sub_menu_items: fx.linked('group_find', 'group_broken_type'),
    image_teasers: fx.linked('teaser_destinations'),
  }),
  group_find: item('menu_group', 'group_find', {
    group_heading: fx.text('Find a yacht'),
    group_heading_url: fx.text('/yachts-for-charter'),
    group_links: fx.linked('link_new', 'link_empty', 'link_crew', 'link_gone'),
  }),
  group_broken_type: item('link_item', 'group_broken_type', { text: fx.text('Oops'), url: fx.text('/x') }),
  link_new: item('link_item', 'link_new', { text: fx.text('New charter yachts'), url: fx.text('/new-charter-yachts') }),
  link_empty: item('link_item', 'link_empty', { text: fx.text('  '), url: fx.text('/last-minute-yacht-charter') }),
  link_crew: item('link_item', 'link_crew', { text: fx.text('Crew network'), url: fx.text('https://crew.example.com/') }),
  teaser_destinations: item('image_teaser', 'teaser_destinations', {
    headline: fx.text('Where to cruise'),
    background_image: dam(sampleImage),
    cta_text: fx.text('Explore'),
    cta_url: fx.text('/destinations'),
  }),
  list_charter: item('link_list', 'list_charter', { headline: fx.text('Charter'), links: fx.linked('link_new') }),
  legal_privacy: item('link_item', 'legal_privacy', { text: fx.text('Privacy policy'), url: fx.text('/privacy-policy') }),
};

describe('menu_configuration (spec 2.6, 3.11)', () => {
  const elements = { items: fx.linked('menu_item_charter'), enquiry_text: fx.text(''), enquiry_url: fx.text('') };

  it('maps items, groups and links with localised internal paths', () => {
    const { props } = mapElements(menuConfiguration, elements, { linkedItems: linked, locale: 'es' });
    const [charter] = props.items;
    expect(charter?.href).toBe('/es/yacht-charter/');
    expect(charter?.groups[0]?.href).toBe('/es/yachts-for-charter/');
    expect(charter?.groups[0]?.links).toEqual([
      { text: 'New charter yachts', href: '/es/new-charter-yachts/', external: false },
      { text: 'Crew network', href: 'https://crew.example.com/', external: true },
    ]);
    expect(charter?.teasers[0]).toMatchObject({ headline: 'Where to cruise', cta: { href: '/es/destinations/' } });
    expect(charter?.teasers[0]?.image?.url).toBe(sampleImage.url);
  });

  it("falls back to 'Inquire' and the contact page when the enquiry setting is empty", () => {
    const { props } = mapElements(menuConfiguration, elements, { linkedItems: linked });
    expect(props.enquiry).toEqual({ text: 'Inquire', href: '/contact-superyacht-company/', external: false });
  });

  it('leaves out broken, missing and wrongly typed entries and names each for the editor', () => {
    const { props, issues } = mapElements(menuConfiguration, elements, { linkedItems: linked });
    expect(props.items[0]?.groups).toHaveLength(1);
    const found = issues.map((i) => `${i.item.codename}.${i.element}`).sort();
    expect(found).toEqual(['group_find.group_links', 'link_empty.text', 'menu_item_charter.sub_menu_items']);
    expect(issues.find((i) => i.item.codename === 'group_find')?.problem).toMatch(/link_gone.*missing/);
  });
});

describe('footer_configuration (spec 2.7, 3.11)', () => {
  const elements = {
    newsletter_headline: fx.text("Let's keep in touch"),
    newsletter_cta_text: fx.text('Request newsletter'),
    newsletter_cta_url: fx.text('https://forms.example.com/newsletter'),
    link_lists: fx.linked('list_charter'),
    image_section: fx.linked(),
    language_headline: fx.text('Language'),
    social_headline: fx.text('Follow us'),
    social_instagram: fx.text('https://www.instagram.com/brand'),
    social_facebook: fx.text('javascript:alert(1)'),
    social_tiktok: fx.text(''),
    legal_links: fx.linked('legal_privacy'),
  };

  it('maps the newsletter, link lists and legal links', () => {
    const { props, issues } = mapElements(footerConfiguration, elements, { linkedItems: linked });
    expect(issues).toEqual([]);
    expect(props.newsletter.cta).toEqual({ text: 'Request newsletter', href: 'https://forms.example.com/newsletter?lang=en', external: true });
    expect(props.linkLists).toEqual([{ headline: 'Charter', links: [{ text: 'New charter yachts', href: '/new-charter-yachts/', external: false }] }]);
    expect(props.legal.map((l) => l.href)).toEqual(['/privacy-policy/']);
    expect(props.teaser).toBeNull();
  });

  it('sends the newsletter button to the form host in the page language, never under a locale prefix (spec 2.7)', () => {
    const local = { ...elements, newsletter_cta_url: fx.text('/forms/newsletter/?source=/x/') };
    expect(mapElements(footerConfiguration, local, { linkedItems: linked, locale: 'es' }).props.newsletter.cta.href).toBe('/forms/newsletter/?source=%2Fx%2F&lang=es');
  });

  it('lists the offices of the selector with their type, place and time zone (spec 2.7, 3.8)', () => {
    const offices = {
      office_monaco: item('office', 'office_monaco', {
        name: fx.text('Monaco'),
        type: fx.choice('YACHT_BROKERAGE'),
        head_office: fx.choice('yes'),
        latitude: fx.number(43.74),
        longitude: fx.number(7.43),
        timezone: fx.text('Europe/Monaco'),
        address: fx.richText('<p>7 Avenue de Grande Bretagne<br>98000 Monaco</p>'),
        phone: fx.text('+377 93 50 12 20'),
      }),
      office_crew: item('office', 'office_crew', { name: fx.text('Palma Crew Network'), type: fx.choice('tcn'), timezone: fx.text('Mars/Olympus') }),
    };
    const { props, issues } = mapElements(
      footerConfiguration,
      { ...elements, office_selector_headline: fx.text('Select an office'), offices: fx.linked('office_monaco', 'office_crew') },
      { linkedItems: { ...linked, ...offices } },
    );
    expect(props.officeSelector.headline).toBe('Select an office');
    const [monaco, crew] = props.officeSelector.offices;
    expect(monaco).toMatchObject({ name: 'Monaco', kind: 'brokerage', isBrokerage: true, isHeadOffice: true, located: true, timezone: 'Europe/Monaco', tel: 'tel:+37793501220' });
    expect(monaco?.address).toEqual(['7 Avenue de Grande Bretagne', '98000 Monaco']);
    // An unknown zone is reported to the editor; the office stays, without a local time or marker.
    expect(crew).toMatchObject({ kind: 'crew', isTCN: true, timezone: null, located: false, lat: 0, lng: 0 });
    expect(issues.map((i) => i.element)).toEqual(['timezone']);
  });

  it('keeps only https social links, so a script URL never reaches the page', () => {
    const { props } = mapElements(footerConfiguration, elements, { linkedItems: linked });
    expect(props.social).toEqual([{ network: 'instagram', href: 'https://www.instagram.com/brand' }]);
  });

  it('refuses a footer without its newsletter headline', () => {
    const parsed = footerConfiguration.elements.safeParse({ ...elements, newsletter_headline: fx.text(' ') });
    expect(parsed.success).toBe(false);
  });
});
