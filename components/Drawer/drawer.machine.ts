/**
 * The drawers of spec 2.13 and 4.4 (drawer states of 3.10): the form drawer (with broker data when
 * the button is flagged 'form plus broker') and the contact-broker drawer. One drawer shows at a
 * time: opening one closes the other. Pure: the drawer host feeds it clicks and asks what may happen.
 */
import { assign, setup } from 'xstate';

export type DrawerContext = {
  /** Form drawer (spec 3.10): the form host link with its encoded parameter. */
  formLink: string | null;
  isFormVisible: boolean;
  isContactBrokerVisible: boolean;
  /** Codename of the contact_broker_drawer item whose brokers show; null: the site's default. */
  brokerItem: string | null;
};

export type DrawerEvent =
  | { type: 'form.open'; formLink: string; withBroker: boolean; brokerItem: string | null }
  | { type: 'broker.open'; brokerItem: string | null }
  /** 'Make enquiry' in the contact-broker drawer: the form drawer takes its place. */
  | { type: 'broker.enquire'; formLink: string }
  | { type: 'drawer.close' };

const CLOSED: DrawerContext = { formLink: null, isFormVisible: false, isContactBrokerVisible: false, brokerItem: null };

export const drawerMachine = setup({
  types: { context: {} as DrawerContext, events: {} as DrawerEvent },
  actions: {
    showForm: assign(({ event }) => (event.type === 'form.open' ? { formLink: event.formLink, isFormVisible: true, isContactBrokerVisible: event.withBroker, brokerItem: event.brokerItem } : {})),
    showBrokers: assign(({ event }) => (event.type === 'broker.open' ? { formLink: null, isFormVisible: false, isContactBrokerVisible: true, brokerItem: event.brokerItem } : {})),
    enquire: assign(({ event }) => (event.type === 'broker.enquire' ? { formLink: event.formLink, isFormVisible: true, isContactBrokerVisible: false } : {})),
    // Spec 4.4: hiding the form drawer resets its visibility, the broker visibility and the form link.
    reset: assign(() => CLOSED),
  },
}).createMachine({
  id: 'drawers',
  context: CLOSED,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.open': { target: 'form', actions: 'showForm' },
        'broker.open': { target: 'broker', actions: 'showBrokers' },
      },
    },
    form: {
      on: {
        'drawer.close': { target: 'closed', actions: 'reset' },
        'broker.open': { target: 'broker', actions: ['reset', 'showBrokers'] },
        'form.open': { target: 'form', reenter: true, actions: ['reset', 'showForm'] },
      },
    },
    broker: {
      on: {
        'drawer.close': { target: 'closed', actions: 'reset' },
        'broker.enquire': { target: 'form', actions: 'enquire' },
        'form.open': { target: 'form', actions: ['reset', 'showForm'] },
        'broker.open': { target: 'broker', reenter: true, actions: ['reset', 'showBrokers'] },
      },
    },
  },
});
