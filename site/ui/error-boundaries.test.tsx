// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import es from '../messages/es.json';
import { NotFound } from './NotFound';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RouteProvider, type RouteInfo } from './RouteContext';

const route: RouteInfo = {
  path: '/es/yates/',
  locale: 'es',
  variant: 'live',
  siteTitle: 'Halcyon',
  showStack: false,
  texts: { ...es.error },
};

// Spec 2.12, 8.1: the boundaries' view comes with its own code, once a boundary shows.
describe('the error and not-found boundaries', () => {
  it('a failed page shows 500, the message in the page language and a way home, without the stack in production', async () => {
    render(
      <RouteProvider value={route}>
        <PageErrorBoundary error={new Error('boom')} />
      </RouteProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '500' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: es.error.internal })).toBeTruthy();
    expect(screen.getByRole('link', { name: es.error.goHome })).toBeTruthy();
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it('an unmatched route shows 404 with its path', async () => {
    render(
      <RouteProvider value={route}>
        <NotFound />
      </RouteProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: es.error.pageNotFound.replace('{path}', '/es/yates/') })).toBeTruthy();
  });
});
