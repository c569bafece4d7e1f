/**
 * A component as a visitor's browser receives it: the server's HTML (lazy islands and async server
 * components resolved, as Next sends it) parsed into the test's DOM, with Testing Library's queries
 * bound to it. Tests ask by role, name and text, as a visitor perceives the page.
 * The file that uses it runs in happy-dom (`// @vitest-environment happy-dom` at its top).
 */
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { renderHtml } from './component-kit';

export const renderDom = async (element: ReactNode) => {
  const html = await renderHtml(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return { ...within(container), container, html };
};
