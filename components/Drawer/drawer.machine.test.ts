import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { drawerMachine } from './drawer.machine';

const start = () => createActor(drawerMachine).start();
const FORM = '/forms/enquiry/?source=%2Fyachts%2Faurora%2F';

describe('drawer machine (spec 2.13, 4.4)', () => {
  it('starts closed with nothing visible', () => {
    const { context, value } = start().getSnapshot();
    expect(value).toBe('closed');
    expect(context).toEqual({ formLink: null, isFormVisible: false, isContactBrokerVisible: false, brokerItem: null });
  });

  it('a form-host link opens the form drawer with that link; broker data only for form plus broker', () => {
    const actor = start();
    actor.send({ type: 'form.open', formLink: FORM, withBroker: false, brokerItem: null });
    expect(actor.getSnapshot().context).toMatchObject({ formLink: FORM, isFormVisible: true, isContactBrokerVisible: false });
    actor.send({ type: 'drawer.close' });
    actor.send({ type: 'form.open', formLink: FORM, withBroker: true, brokerItem: 'drawer_charter' });
    expect(actor.getSnapshot().context).toMatchObject({ isFormVisible: true, isContactBrokerVisible: true, brokerItem: 'drawer_charter' });
  });

  it('hiding the form drawer resets the form link and both visibilities (4.4)', () => {
    const actor = start();
    actor.send({ type: 'form.open', formLink: FORM, withBroker: true, brokerItem: 'drawer_charter' });
    expect(actor.getSnapshot().can({ type: 'drawer.close' })).toBe(true);
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ formLink: null, isFormVisible: false, isContactBrokerVisible: false, brokerItem: null });
  });

  it('opening one drawer closes the other', () => {
    const actor = start();
    actor.send({ type: 'broker.open', brokerItem: 'drawer_sales' });
    expect(actor.getSnapshot().value).toBe('broker');
    actor.send({ type: 'form.open', formLink: FORM, withBroker: false, brokerItem: null });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({ isContactBrokerVisible: false, brokerItem: null });
    actor.send({ type: 'broker.open', brokerItem: null });
    expect(actor.getSnapshot().value).toBe('broker');
    expect(actor.getSnapshot().context).toMatchObject({ formLink: null, isFormVisible: false, isContactBrokerVisible: true });
  });

  it("'make enquiry' is only offered in the broker drawer, and turns it into the form drawer", () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'broker.enquire', formLink: FORM })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'drawer.close' })).toBe(false);
    actor.send({ type: 'broker.open', brokerItem: 'drawer_sales' });
    actor.send({ type: 'broker.enquire', formLink: FORM });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({ formLink: FORM, isFormVisible: true, isContactBrokerVisible: false });
    expect(actor.getSnapshot().can({ type: 'broker.enquire', formLink: FORM })).toBe(false);
  });
});
