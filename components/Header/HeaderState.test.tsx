// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderFrame, HeaderState, MobileMenuButton } from './HeaderState.client';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

const render = async () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <HeaderState>
        <HeaderFrame>
          <MobileMenuButton id="menu-button" controls="main-menu" openLabel="Open menu" closeLabel="Close menu" />
        </HeaderFrame>
      </HeaderState>,
    );
  });
  const button = host.querySelector('button');
  const header = host.querySelector('header');
  if (!button || !header) throw new Error('the header and its button render');
  return { button, header };
};

/** Until the header machine's code has arrived and taken what was sent. */
const machineArrives = () => vi.waitFor(async () => act(() => import('./header.actor').then(() => new Promise((resolve) => setTimeout(resolve, 0)))));

describe('the header island before and after its machine loads (spec 2.6, 4.8)', () => {
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('is drawn in the machine’s initial state and takes a tap made before its code arrived', async () => {
    const { button, header } = await render();
    expect(header.getAttribute('data-header-visible')).toBe('true');
    expect(header.className).toContain('relative');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => button.click());
    await machineArrives();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides on the first scroll down past it, made before its code arrived', async () => {
    const { header } = await render();
    Object.defineProperty(header, 'offsetHeight', { configurable: true, value: 120 });
    await act(async () => {
      window.scrollY = 900;
      window.dispatchEvent(new Event('scroll'));
    });
    await machineArrives();
    await vi.waitFor(() => expect(header.getAttribute('data-header-visible')).toBe('false'));
  });
});
