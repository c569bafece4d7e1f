// @vitest-environment happy-dom
/**
 * Containment of a client island that throws in the browser (DESIGN.md): the page is rendered on
 * the server, then hydrated in a DOM as a visitor's browser would.
 */
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorError } from './EditorError';
import { ItemBoundary } from './ItemBoundary.client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const failsIn = { browser: false };
const inBrowser = { now: false };

/** A test-only island: it renders a button on the server and fails in the browser when told to. */
function Island() {
  if (inBrowser.now && failsIn.browser) throw new Error('map tiles missing');
  return <button type="button">Open map</button>;
}

const ref = { id: 'id-map', codename: 'office_map', name: 'Office map', type: 'map_component' };
const editorBox = (
  <EditorError
    issues={[{ item: ref, element: '(component)', problem: 'The component failed in the browser' }]}
    skipped
    editUrl={(id) => `https://app.kontent.ai/env/content-inventory/00000000-0000-0000-0000-000000000000/content/${id}`}
  />
);

/** A live page's boundary has no props; a preview's names the item and carries the editor box. */
const page = (fallback: ReactNode) => (
  <main>
    <h1>Charter in the Bahamas</h1>
    <ItemBoundary {...(fallback ? { codename: ref.codename, fallback } : {})}>
      <div>
        <Island />
      </div>
    </ItemBoundary>
    <p>Speak to a broker</p>
  </main>
);

/** Server HTML, then hydration in the DOM; returns the container after React settles. */
const visit = async (fallback: ReactNode): Promise<HTMLElement> => {
  inBrowser.now = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(fallback));
  document.body.replaceChildren(container);
  inBrowser.now = true;
  await act(async () => {
    hydrateRoot(container, page(fallback), { onRecoverableError: () => undefined });
  });
  return container;
};

afterEach(() => {
  vi.restoreAllMocks();
  failsIn.browser = false;
  inBrowser.now = false;
});

describe('ItemBoundary', () => {
  it('an island that works keeps its content after hydration', async () => {
    const container = await visit(null);
    expect(container.querySelector('button')?.textContent).toBe('Open map');
    expect(container.textContent).toContain('Speak to a broker');
  });

  it('on a live page an island that throws in the browser costs only itself, and the error is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failsIn.browser = true;
    const container = await visit(null);
    expect(container.querySelector('h1')?.textContent).toBe('Charter in the Bahamas');
    expect(container.textContent).toContain('Speak to a broker');
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('[data-editor-error]')).toBeNull();
    const logged = error.mock.calls.map((call) => String(call[0]));
    // The live page names the page the block failed on: its item is named in preview, where editors look.
    expect(logged).toContain(`[content] {"outcome":"component-failed-in-browser","path":"${window.location.pathname}","problem":"map tiles missing"}`);
  });

  it('in preview the editor box takes its place, naming the item and the component', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failsIn.browser = true;
    const container = await visit(editorBox);
    const box = container.querySelector('[data-editor-error]');
    expect(box?.textContent).toContain('Office map');
    expect(box?.textContent).toContain('office_map');
    expect(box?.textContent).toContain('(component): The component failed in the browser');
    expect(box?.querySelector('a')?.getAttribute('href')).toContain('/content/id-map');
    expect(container.textContent).toContain('Speak to a broker');
  });
});
