import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { noEdit } from '../../schema/define';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { ButtonLink } from './ButtonLink';

const html = (elements: Record<string, unknown>) => renderToStaticMarkup(<ButtonLink {...propsFor('button__external___internal_link', elements)} edit={noEdit} />);

describe('drawer buttons on the drawer contract (spec 2.13, 4.4)', () => {
  it("'contact-broker drawer': a real link to the contact page naming the drawer item", () => {
    const markup = html({ button_text: fx.text('Contact a broker'), contact_broker_drawer: fx.linked('contact_broker_drawer_charter') });
    expect(markup).toContain('href="/contact-superyacht-company/"');
    expect(markup).toContain('data-drawer="contact-broker"');
    expect(markup).toContain('data-drawer-item="contact_broker_drawer_charter"');
  });

  it("a link to the form host opens the form drawer; 'form plus broker' adds the brokers", () => {
    const form = html({ button_text: fx.text('Enquire'), link__external: fx.text('/forms/enquiry/') });
    expect(form).toContain('href="/forms/enquiry/"');
    expect(form).toContain('data-drawer="form"');
    expect(form).not.toContain('data-drawer-broker');
    const both = html({ button_text: fx.text('Enquire'), link__external: fx.text('/forms/enquiry/'), contact_broker_drawer: fx.linked('d'), form_plus_broker: fx.choice('yes') });
    expect(both).toContain('data-drawer="form"');
    expect(both).toContain('data-drawer-broker="true"');
    expect(both).toContain('data-drawer-item="d"');
  });

  it('any other button opens no drawer', () => {
    expect(html({ button_text: fx.text('Charter'), link__external: fx.text('/yacht-charter') })).not.toContain('data-drawer');
  });
});
