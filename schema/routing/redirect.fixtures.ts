/** Raw redirect elements (spec 2.3) the schema accepts and rejects (ajv and zod must agree on them). */
import { fx, type RejectedElements } from '../fixtures';

export const validRedirectElements: Record<string, unknown>[] = [
  { redirect_from: fx.text('/charter'), redirect_to: fx.text('/yacht-charter/'), status_code: fx.choice('301') },
  { redirect_from: fx.text('/es/alquiler/'), redirect_to: fx.text('https://crew.example.com/jobs'), status_code: fx.choice('n308') },
  { redirect_from: fx.text('/old'), redirect_to: fx.text('/yacht-charter/') },
];

const minimal = { redirect_from: fx.text('/old'), redirect_to: fx.text('/yacht-charter/') };

export const invalidRedirectElements: RejectedElements[] = [
  { why: 'target blank', elements: { ...minimal, redirect_to: fx.text(' ') } },
  { why: 'source missing', elements: { redirect_to: fx.text('/yacht-charter/') } },
  { why: 'status 303 not offered', elements: { ...minimal, status_code: fx.choice('303') } },
  { why: 'two statuses', elements: { ...minimal, status_code: fx.choice('301', '302') } },
  { why: 'target as rich text', elements: { ...minimal, redirect_to: fx.richText('<p>/x/</p>') } },
];
