import { describe, expect, it } from 'vitest';
import { fx, item } from '../fixtures';
import type { LinkedItems } from '../kontent';
import { buttonExternalInternalLink } from './button__external___internal_link';
import { buttonContainerComponent } from './button_container_component';
import { headlineComponent } from './headline_component';
import { mapElements } from '../../testing/map-elements';
import { numbersComponent } from './numbers_component';
import { pageCoverComponent } from './page_cover_component';
import { relatedLinksComponent } from './related_links_component';
import { richtextComponent } from './richtext_component';
import { splitBannerComponent } from './split_banner_component';

const button = (codename: string, text: string, link: Record<string, unknown> = { link__external: fx.text('/contact') }) =>
  item('button__external___internal_link', codename, { button_text: fx.text(text), ...link }, `Button ${text}`);

const linked = (...items: ReturnType<typeof item>[]): LinkedItems => Object.fromEntries(items.map((entry) => [entry.system.codename, entry]));

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];

describe('messages for editors', () => {
  it('a missing or blank required text names the element and says what is needed', () => {
    expect(messages(headlineComponent.elements.safeParse({}))).toEqual([['text', 'Headline text is required']]);
    expect(messages(headlineComponent.elements.safeParse({ text: fx.text('  ') }))).toEqual([['text', 'Headline text is required']]);
    expect(messages(pageCoverComponent.elements.safeParse({}))).toEqual([['title', 'Cover title is required']]);
    expect(messages(richtextComponent.elements.safeParse({ content: fx.richText('<p><br></p>') }))).toEqual([['content', 'Rich text content is required']]);
  });

  it('an option outside the model lists the allowed options', () => {
    const result = headlineComponent.elements.safeParse({ text: fx.text('x'), level: fx.choice('h7') });
    expect(messages(result)).toEqual([['level', 'Level must be one of: h2, h3, h4, h5, h6']]);
  });

  it('spec 3.6: a DAM value that is not JSON asks the editor to pick the media again', () => {
    const result = pageCoverComponent.elements.safeParse({ title: fx.text('x'), image_video: fx.custom('{not json') });
    expect(messages(result)).toEqual([['image_video', 'Media value is not valid JSON; pick the media again']]);
  });

  it('elements the component does not need are tolerated', () => {
    expect(headlineComponent.elements.safeParse({ text: fx.text('x'), seo_notes: fx.text('y') }).success).toBe(true);
  });
});

describe('buttons (spec 2.14, 3.10)', () => {
  it('spec 3.10: link__page uses the linked page url_slug, localised', () => {
    const page = item('page', 'about_page', { url_slug: fx.urlSlug('/about') });
    const elements = { button_text: fx.text('About'), link__page: fx.linked('about_page') };
    expect(mapElements(buttonExternalInternalLink, elements, { linkedItems: linked(page) }).props).toMatchObject({
      href: '/about/',
      external: false,
    });
    expect(mapElements(buttonExternalInternalLink, elements, { linkedItems: linked(page), locale: 'es' }).props.href).toBe('/es/about/');
  });

  it("spec 2.14: a button link starting with '/' is internal (localised); anything else is external", () => {
    const internal = mapElements(buttonExternalInternalLink, { button_text: fx.text('Go'), link__external: fx.text('/yachts-for-sale') }, { locale: 'es' });
    expect(internal.props).toMatchObject({ href: '/es/yachts-for-sale/', external: false });
    const outside = mapElements(buttonExternalInternalLink, {
      button_text: fx.text('Go'),
      link__external: fx.text('https://crew.example.com'),
    });
    expect(outside.props).toMatchObject({ href: 'https://crew.example.com', external: true });
  });

  it('spec 2.13: flags for new tab, contact-broker drawer and form plus broker are read', () => {
    const { props } = mapElements(buttonExternalInternalLink, {
      button_text: fx.text('Contact a broker'),
      contact_broker_drawer: fx.linked('broker_drawer'),
      form_plus_broker: fx.choice('yes'),
      new_tab: fx.choice('yes'),
    });
    // 'Form plus broker' opens the form drawer (with brokers), falling back to the enquiry form.
    expect(props).toMatchObject({
      href: '/forms/enquiry/',
      contactBrokerDrawer: 'broker_drawer',
      formPlusBroker: true,
      drawer: 'form',
      newTab: true,
    });
  });

  it('spec 2.13: a contact-broker button leads to the contact page without JavaScript; a form-host link opens the form drawer', () => {
    const broker = mapElements(buttonExternalInternalLink, { button_text: fx.text('Contact a broker'), contact_broker_drawer: fx.linked('broker_drawer') }, { locale: 'es' });
    expect(broker.props).toMatchObject({ href: '/es/contact-superyacht-company/', drawer: 'contact-broker' });
    const form = mapElements(buttonExternalInternalLink, { button_text: fx.text('Enquire'), link__external: fx.text('/forms/enquiry') }, { locale: 'es' });
    expect(form.props).toMatchObject({ href: '/forms/enquiry/?lang=es', drawer: 'form', external: false });
    const plain = mapElements(buttonExternalInternalLink, { button_text: fx.text('Go'), link__external: fx.text('/yacht-charter') });
    expect(plain.props).toMatchObject({ drawer: null });
  });

  it('a button with no destination, or a missing linked page, is reported to the editor', () => {
    const none = mapElements(buttonExternalInternalLink, { button_text: fx.text('Go') });
    expect(none.issues.map((issue) => issue.problem)).toEqual(['Button needs a linked page, an external link or a contact-broker drawer']);
    const missing = mapElements(buttonExternalInternalLink, {
      button_text: fx.text('Go'),
      link__page: fx.linked('gone'),
    });
    expect(missing.props.href).toBeNull();
    expect(missing.issues[0]).toMatchObject({ element: 'link__page' });
  });
});

describe('linked items', () => {
  it('nested buttons are validated with their own schema: an invalid one is reported, not silently dropped', () => {
    const good = button('good_button', 'Charter');
    const bad = item('button__external___internal_link', 'bad_button', { theme: fx.choice('primary') }, 'Broken button');
    const { props, issues } = mapElements(buttonContainerComponent, { buttons: fx.linked('good_button', 'bad_button') }, { linkedItems: linked(good, bad) });
    expect(props.buttons.map((entry) => entry.text)).toEqual(['Charter']);
    expect(issues).toEqual([
      {
        item: {
          id: 'id-bad_button',
          name: 'Broken button',
          codename: 'bad_button',
          type: 'button__external___internal_link',
        },
        element: 'button_text',
        problem: 'Button text is required',
      },
    ]);
  });

  it('a linked item of the wrong type or missing from the response is reported against the parent element', () => {
    const headline = item('headline_component', 'a_headline', { text: fx.text('x') }, 'A headline');
    const { props, issues } = mapElements(buttonContainerComponent, { buttons: fx.linked('a_headline', 'unpublished_button') }, { linkedItems: linked(headline) });
    expect(props.buttons).toEqual([]);
    expect(issues.map((issue) => [issue.item.codename, issue.element])).toEqual([
      ['item_under_test', 'buttons'],
      ['item_under_test', 'buttons'],
    ]);
    expect(issues[0]?.problem).toContain('headline_component');
    expect(issues[1]?.problem).toContain("'unpublished_button' is missing");
  });

  it('spec 5.3: related links use at most 2 buttons, the first with text_left and the second with text_right', () => {
    const { props, issues } = mapElements(
      relatedLinksComponent,
      {
        text_left: fx.text('Buy a yacht'),
        text_right: fx.text('Sell a yacht'),
        buttons: fx.linked('b1', 'b2', 'b3'),
      },
      { linkedItems: linked(button('b1', 'Buy'), button('b2', 'Sell'), button('b3', 'Build')) },
    );
    expect(props.links.map((link) => [link.text, link.button.text])).toEqual([
      ['Buy a yacht', 'Buy'],
      ['Sell a yacht', 'Sell'],
    ]);
    expect(issues.map((issue) => issue.problem)).toEqual(['Only the first 2 buttons are shown; 3 are linked']);
  });

  it('spec 5.3: when the first related button is invalid, the second still gets text_right', () => {
    const bad = item('button__external___internal_link', 'b1', {});
    const { props } = mapElements(
      relatedLinksComponent,
      { text_left: fx.text('Left'), text_right: fx.text('Right'), buttons: fx.linked('b1', 'b2') },
      { linkedItems: linked(bad, button('b2', 'Sell')) },
    );
    expect(props.links.map((link) => [link.text, link.button.text])).toEqual([['Right', 'Sell']]);
  });

  it("spec 9.6: split banner buttons take the banner's button theme", () => {
    const { props } = mapElements(
      splitBannerComponent,
      { title: fx.text('Sell'), buttons: fx.linked('b1'), button_theme: fx.choice('secondary') },
      {
        linkedItems: linked(button('b1', 'Valuation', { link__external: fx.text('/x'), theme: fx.choice('tertiary') })),
      },
    );
    expect(props.buttons.map((entry) => entry.theme)).toEqual(['secondary']);
  });

  it('numbers items are mapped in order and written for the locale', () => {
    const items = [
      item('numbers_item', 'n1', {
        prefix: fx.text('+'),
        number: fx.number(1200),
        unit: fx.text('yachts'),
        text: fx.text('sold'),
      }),
      item('numbers_item', 'n2', { number: fx.number(16.5), text: fx.text('offices') }),
    ];
    const en = mapElements(numbersComponent, { items: fx.linked('n1', 'n2') }, { linkedItems: linked(...items) });
    const es = mapElements(numbersComponent, { items: fx.linked('n1', 'n2') }, { linkedItems: linked(...items), locale: 'es' });
    expect(en.props.items.map((entry) => entry.formatted)).toEqual(['1,200', '16.5']);
    expect(es.props.items.map((entry) => entry.formatted)).toEqual(['1200', '16,5']);
    expect(en.props.items[0]).toMatchObject({ prefix: '+', number: 1200, unit: 'yachts', text: 'sold' });
  });
});
