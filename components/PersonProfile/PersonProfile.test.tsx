// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../schema/components/person_profile_component.fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { PersonProfile } from './PersonProfile';

const [lucia, marco] = fixtures.valid;
const show = (fixture: (typeof fixtures.valid)[number] | undefined, locale: 'en' | 'es') => {
  if (!fixture) throw new Error('missing fixture');
  return renderDom(<PersonProfile {...propsFor('person_profile_component', fixture.elements, locale, fixture)} renderRichText={renderRichText} />);
};

describe('person_profile_component (spec 3.8)', () => {
  it.each(['en', 'es'] as const)('shows the person with their office, department, contact options, social links and biography (%s)', async (locale) => {
    const screen = await show(lucia, locale);
    expect(screen.getByRole('heading', { level: 1, name: 'Lucía Ferrer' })).toBeTruthy();
    expect(screen.getByText('Charter Broker')).toBeTruthy();
    expect(screen.getByText('Palma de Mallorca')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+34 (0) 612-345 678' }).getAttribute('href')).toMatch(/^tel:\+34/);
    expect(screen.getByRole('link', { name: 'lucia.ferrer@halcyonyachts.example' })).toBeTruthy();
    const apps = screen.getByRole('list');
    expect(
      within(apps)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['WhatsApp', 'Telegram', 'WeChat', 'LinkedIn']);
    expect(
      within(apps)
        .getByRole('link', { name: locale === 'es' ? 'Lucía Ferrer en LinkedIn' : 'Lucía Ferrer on LinkedIn' })
        .getAttribute('rel'),
    ).toBe('nofollow noopener noreferrer');
    expect(screen.getByRole('region', { name: locale === 'es' ? 'Sobre Lucía Ferrer' : 'About Lucía Ferrer' }).textContent).toContain('Lucía plans charters');
    expect(screen.getByText(locale === 'es' ? 'Idiomas' : 'Languages')).toBeTruthy();
  });

  it.each(['en', 'es'] as const)('leaves out what the person does not allow or the content lacks: a hidden phone, a missing biography (%s)', async (locale) => {
    const screen = await show(marco, locale);
    expect(screen.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^\+39/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'marco.rossi@halcyonyachts.example' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
