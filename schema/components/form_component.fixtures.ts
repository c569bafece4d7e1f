/** Raw items the form_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'form_component',
  valid: [
    { name: 'enquiry form', elements: { title: fx.text('Send us an enquiry'), form_url: fx.text('/forms/enquiry/') } },
    { name: 'hosted form', elements: { form_url: fx.text('https://forms.example.com/forms/newsletter/') } },
  ],
  invalid: [
    { why: 'form URL missing', element: 'form_url', elements: { title: fx.text('Enquiry') } },
    { why: 'script URL', element: 'form_url', elements: { form_url: fx.text('javascript:alert(1)') } },
    { why: 'plain http URL', element: 'form_url', elements: { form_url: fx.text('http://forms.example.com/x') } },
  ],
});
