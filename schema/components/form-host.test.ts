import { describe, expect, it } from 'vitest';
import { formHostHref, isFormHostLink } from './form-host';

describe('form host links (spec 2.13, 7.4)', () => {
  it('recognises the enquiry and newsletter forms, relative or hosted', () => {
    expect(isFormHostLink('/forms/enquiry/')).toBe(true);
    expect(isFormHostLink('/forms/newsletter')).toBe(true);
    expect(isFormHostLink('https://forms.example.com/forms/enquiry/?x=1')).toBe(true);
    expect(isFormHostLink('/forms/other/')).toBe(false);
    expect(isFormHostLink('/contact-superyacht-company/')).toBe(false);
    expect(isFormHostLink('javascript:alert(1)//forms/enquiry/')).toBe(false);
  });

  it('carries the page it came from and the language as encoded parameters', () => {
    expect(formHostHref('/forms/enquiry', { locale: 'es', source: '/es/yates/aurora/' })).toBe('/forms/enquiry/?lang=es&source=%2Fes%2Fyates%2Faurora%2F');
    expect(formHostHref('/forms/enquiry/?source=/a/', { locale: 'en' })).toBe('/forms/enquiry/?source=/a/');
    expect(formHostHref('/forms/enquiry/?lang=es', { embed: true })).toBe('/forms/enquiry/?lang=es&embed=1');
    expect(formHostHref('https://forms.example.com/forms/newsletter/', { source: '/x/' })).toBe('https://forms.example.com/forms/newsletter/?source=%2Fx%2F');
  });
});
