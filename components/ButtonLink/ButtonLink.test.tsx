// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { noEdit } from '../../schema/define';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ButtonLink } from './ButtonLink';

/** The button as a link, with what the drawer script reads from it. */
const button = async (elements: Record<string, unknown>) => {
  const link = (await renderDom(<ButtonLink {...propsFor('button__external___internal_link', elements)} edit={noEdit} />)).getByRole('link');
  const read: Record<string, string | undefined> = { href: link.getAttribute('href') ?? undefined, ...link.dataset };
  return read;
};

describe('drawer buttons on the drawer contract (spec 2.13, 4.4)', () => {
  it("'contact-broker drawer': a real link to the contact page naming the drawer item", async () => {
    expect(await button({ button_text: fx.text('Contact a broker'), contact_broker_drawer: fx.linked('contact_broker_drawer_charter') })).toMatchObject({
      href: '/contact-superyacht-company/',
      drawer: 'contact-broker',
      drawerItem: 'contact_broker_drawer_charter',
    });
  });

  it("a link to the form host opens the form drawer; 'form plus broker' adds the brokers", async () => {
    const form = await button({ button_text: fx.text('Enquire'), link__external: fx.text('/forms/enquiry/') });
    expect(form).toMatchObject({ href: '/forms/enquiry/', drawer: 'form' });
    expect(form.drawerBroker).toBeUndefined();
    const both = await button({ button_text: fx.text('Enquire'), link__external: fx.text('/forms/enquiry/'), contact_broker_drawer: fx.linked('d'), form_plus_broker: fx.choice('yes') });
    expect(both).toMatchObject({ drawer: 'form', drawerBroker: 'true', drawerItem: 'd' });
  });

  it('any other button opens no drawer', async () => {
    const plain = await button({ button_text: fx.text('Charter'), link__external: fx.text('/yacht-charter') });
    expect(Object.keys(plain).filter((key) => key.startsWith('drawer'))).toEqual([]);
  });
});
