/**
 * A component as a visitor's browser receives it: the server's HTML (lazy islands and async server
 * components resolved, as Next sends it) parsed into the test's DOM, with Testing Library's queries
 * bound to it. Tests ask by role, name and text, as a visitor perceives the page.
 * Component tests run in happy-dom: the `dom` project of vitest.config.ts, and each file's first line
 * (`// @vitest-environment happy-dom`) so that it also runs alone under another configuration.
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
