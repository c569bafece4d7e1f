/** Spec 2.6, 2.7, 3.11: the menu and footer configuration loaded per locale from the local Delivery API. */
import { isDeliveryOutage } from '../delivery/circuit';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { footerConfiguration } from '../../schema/navigation/footer_configuration';
import { menuConfiguration } from '../../schema/navigation/menu_configuration';
import { el, standIn, variant, type StandInOptions, type Variant } from '../../testing/delivery-stand-in';
import type { Locale } from '../../schema/constants/locale';
import { CONFIGURATION_DEPTH, loadConfiguration } from './configuration';

const link = (codename: string, text: string, url: string, language = 'en') => variant(codename, 'link_item', language, { text: el.text(text), url: el.text(url) });

const menuContent = (): Variant[] => [
  variant('menu_configuration', 'menu_configuration', 'en', {
    items: el.linked('menu_charter'),
    enquiry_text: el.text('Enquire'),
    enquiry_url: el.text('/contact'),
  }),
  variant('menu_configuration', 'menu_configuration', 'es', {
    items: el.linked('menu_charter'),
    enquiry_text: el.text('Consultar'),
    enquiry_url: el.text('/contacto'),
  }),
  variant('menu_charter', 'menu_item', 'en', {
    text: el.text('Charter'),
    url: el.text('/yacht-charter'),
    sub_menu_items: el.linked('group_find', 'group_untitled'),
  }),
  variant('menu_charter', 'menu_item', 'es', {
    text: el.text('Chárter'),
    url: el.text('/alquiler-de-yates'),
    sub_menu_items: el.linked('group_find', 'group_untitled'),
  }),
  variant('group_find', 'menu_group', 'en', {
    group_heading: el.text('Find a yacht'),
    group_links: el.linked('link_new', 'link_blank', 'link_crew'),
  }),
  // A group the editor left without its heading.
  variant('group_untitled', 'menu_group', 'en', { group_heading: el.text(''), group_links: el.linked('link_new') }),
  link('link_new', 'New charter yachts', '/new-charter-yachts'),
  link('link_new', 'Yates nuevos', '/yates-nuevos', 'es'),
  link('link_blank', ' ', '/last-minute'),
  link('link_crew', 'Crew network', 'https://crew.example.com/'),
];

const footerContent = (headline = 'Stay in touch'): Variant =>
  variant('footer_configuration', 'footer_configuration', 'en', {
    newsletter_headline: el.text(headline),
    newsletter_cta_text: el.text('Subscribe'),
    newsletter_cta_url: el.text('https://forms.example.com/newsletter'),
    legal_links: el.linked('link_privacy'),
  });

const setup = (items: Variant[], options: StandInOptions = {}) => {
  const { client, requests } = standIn(items, options);
  const request = (locale: Locale = 'en', preview = false) => ({ client, language: locale, locale, preview });
  return {
    menu: (locale?: Locale) => loadConfiguration(request(locale), menuConfiguration),
    footer: (preview?: boolean) => loadConfiguration(request('en', preview), footerConfiguration),
    requests,
  };
};

/** The content problems logged, as the JSON lines the site writes. */
const logged = (spy: MockInstance<typeof console.error>): string[] => spy.mock.calls.map((call) => String(call[0]));

let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('menu and footer configuration (spec 3.11)', () => {
  it('spec 2.6, 3.11: loads the menu by codename with its items, groups and links three levels deep', async () => {
    const { menu, requests } = setup(menuContent());
    const navigation = await menu();
    expect(requests[0]?.path).toBe('/demo/items/menu_configuration');
    expect(requests[0]?.params.get('depth')).toBe(String(CONFIGURATION_DEPTH));
    expect(navigation?.enquiry).toEqual({ text: 'Enquire', href: '/contact/', external: false });
    expect(navigation?.items[0]?.groups[0]?.links).toEqual([
      { text: 'New charter yachts', href: '/new-charter-yachts/', external: false },
      { text: 'Crew network', href: 'https://crew.example.com/', external: true },
    ]);
  });

  it('spec 2.1, 3.11: the Spanish menu has Spanish texts and /es/ links, English items where untranslated', async () => {
    const { menu, requests } = setup(menuContent());
    const navigation = await menu('es');
    expect(requests[0]?.params.get('language')).toBe('es');
    expect(navigation?.enquiry).toEqual({ text: 'Consultar', href: '/es/contacto/', external: false });
    expect(navigation?.items[0]).toMatchObject({ text: 'Chárter', href: '/es/alquiler-de-yates/' });
    expect(navigation?.items[0]?.groups[0]?.heading).toBe('Find a yacht');
    expect(navigation?.items[0]?.groups[0]?.links[0]).toEqual({ text: 'Yates nuevos', href: '/es/yates-nuevos/', external: false });
  });

  it('spec 3.11: a broken link or group is logged with its codename and element, and left out', async () => {
    const loaded = setup(menuContent());
    const navigation = await loaded.menu();
    expect(navigation?.items[0]?.groups.map((g) => g.heading)).toEqual(['Find a yacht']);
    expect(navigation?.items[0]?.groups[0]?.links.map((l) => l.text)).toEqual(['New charter yachts', 'Crew network']);
    const lines = logged(errors);
    expect(lines).toContainEqual(expect.stringMatching(/component-incomplete.*"codename":"link_blank".*"element":"text"/));
    expect(lines).toContainEqual(expect.stringMatching(/component-incomplete.*"codename":"group_untitled".*"element":"group_heading"/));
  });

  it('spec 2.7: loads the footer; a missing legal link is logged and the footer still shows', async () => {
    const loaded = setup([footerContent()]);
    const model = await loaded.footer();
    expect(model?.newsletter).toEqual({
      headline: 'Stay in touch',
      cta: { text: 'Subscribe', href: 'https://forms.example.com/newsletter?lang=en', external: true },
    });
    expect(model?.legal).toEqual([]);
    expect(logged(errors)).toContainEqual(expect.stringMatching(/link_privacy.*missing/));
  });

  it('spec 2.6, 2.7: a missing configuration is logged and gives null, so the header and footer render plainly', async () => {
    const loaded = setup(menuContent());
    expect(await loaded.footer()).toBeNull();
    expect(logged(errors)).toContainEqual(expect.stringMatching(/could not load footer_configuration.*"language":"en"/));
  });

  it('spec 2.7: a footer the schema rejects is logged as skipped and gives null', async () => {
    const loaded = setup([footerContent(' ')]);
    expect(await loaded.footer()).toBeNull();
    expect(logged(errors)).toContainEqual(expect.stringMatching(/component-skipped.*"element":"newsletter_headline"/));
  });

  it('a content service that cannot be reached fails the render, so a page is not cached without its menu', async () => {
    const loaded = setup(menuContent(), { failWhen: () => true });
    const failure = await loaded.menu().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDeliveryOutage(failure)).toBe(true);
  });

  it('spec 4.6: preview reads the draft configuration', async () => {
    const loaded = setup([footerContent()], { drafts: [footerContent('Draft headline')] });
    expect((await loaded.footer(true))?.newsletter.headline).toBe('Draft headline');
    expect((await loaded.footer(false))?.newsletter.headline).toBe('Stay in touch');
  });
});
