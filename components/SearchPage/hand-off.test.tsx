// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { act, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { renderDom } from '../../testing/dom';
import { watchStatic } from './hand-off.client';
import { EARLY_TAPS_SCRIPT } from './early-taps';

// Spec 2.10, 9.2: the server-rendered search page answers at once and loses nothing before its
// search code runs.
const Page = () => (
  <div>
    <form role="search" action="/search/" method="get">
      <label>
        Search
        <input name="q" type="search" defaultValue="" />
      </label>
      <button type="submit">Go</button>
    </form>
    <div role="group" aria-label="Categories">
      <button type="button" aria-pressed="true" data-search-category="all">
        All
      </button>
      <button type="button" aria-pressed="false" data-search-category="charter">
        Charter (40)
      </button>
    </div>
    <fieldset data-filter="content.builderName">
      <label>
        <input type="checkbox" value="Heesen" />
        Heesen 3
      </label>
      <label>
        <input type="checkbox" value="CRN" />
        CRN 2
      </label>
    </fieldset>
    <label>
      Sort by
      <select data-sort-by defaultValue="default">
        <option value="default">Default</option>
        <option value="length">Length</option>
      </select>
    </label>
    <button type="button" data-open-filters aria-expanded="false" aria-controls="filters">
      Filters
    </button>
    <aside id="filters" aria-labelledby="filters-title" className="hidden">
      <h2 id="filters-title" tabIndex={-1}>
        Filters
      </h2>
      <button type="button" data-closes-panel aria-label="Close filters">
        ×
      </button>
    </aside>
    <a href="/search/?p=2">Page 2</a>
  </div>
);

/** The server's page, and the same markup as the running search draws it, recording what reaches it. */
const setUp = async (before?: (container: HTMLElement) => void) => {
  const page = await renderDom(<Page />);
  const liveRoot = page.container.cloneNode(true);
  if (!(liveRoot instanceof HTMLElement)) throw new Error('a copy of the page');
  liveRoot.hidden = true;
  document.body.append(liveRoot);
  const seen: string[] = [];
  liveRoot.addEventListener('click', (event) => {
    if (event.target instanceof HTMLInputElement) seen.push(`click ${event.target.value}`);
    if (event.target instanceof HTMLButtonElement) seen.push(`click ${event.target.textContent?.trim()}`);
  });
  liveRoot.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) seen.push(`change ${event.target.value}`);
  });
  liveRoot.addEventListener('submit', (event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) seen.push(`submit ${new FormData(event.target).get('q')}`);
  });
  before?.(page.container);
  const reach = vi.fn();
  const handOff = watchStatic(page.container, reach);
  return { page, live: within(liveRoot), liveRoot, seen, reach, handOff };
};

/** The running search takes over: it mounts out of the document, then shows in the page. */
const showSearch = async (handOff: ReturnType<typeof watchStatic>, liveRoot: HTMLElement) => {
  liveRoot.remove();
  handOff.attach(liveRoot);
  const restore = handOff.finish();
  document.body.append(liveRoot);
  await restore();
};

describe('the search page before its search code runs (spec 2.10, 9.2)', () => {
  it('starts loading on the first reach for a control, once, and not for a link', async () => {
    const { page, reach } = await setUp();
    page.getByRole('link', { name: 'Page 2' }).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(reach).not.toHaveBeenCalled();
    page.getByRole('checkbox', { name: /Heesen/ }).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    page.getByRole('combobox', { name: /Sort by/ }).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // Once the tap's click has shown its new state.
    page.getByRole('checkbox', { name: /Heesen/ }).click();
    await vi.waitFor(() => expect(reach).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reach).toHaveBeenCalledTimes(1);
  });

  it('shows a pressed category at once, among its group', async () => {
    const { page } = await setUp();
    page.getByRole('button', { name: /Charter/ }).click();
    expect(page.getByRole('button', { name: /Charter/ }).getAttribute('aria-pressed')).toBe('true');
    expect(page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('takes the taps made before the page ran any script, which its inline script kept and drew, and replays them in order', async () => {
    const { liveRoot, seen, reach, handOff } = await setUp((container) => {
      // The inline script's text, run as the browser runs it where the server's HTML holds it.
      const script = document.createElement('script');
      container.prepend(script);
      Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
      new Function(EARLY_TAPS_SCRIPT)();
      Reflect.deleteProperty(document, 'currentScript');
      const page = within(container);
      page.getByRole('button', { name: /Charter/ }).click();
      expect(page.getByRole('button', { name: /Charter/ }).getAttribute('aria-pressed')).toBe('true');
      expect(page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
      page.getByRole('checkbox', { name: /Heesen/ }).click();
    });
    await vi.waitFor(() => expect(reach).toHaveBeenCalledTimes(1));
    await showSearch(handOff, liveRoot);
    expect(seen).toEqual(['click Charter (40)', 'click Heesen']);
  });

  it("opens the phone's filter panel at once, and its close button closes it, both again on the running search once it shows", async () => {
    const { page, liveRoot, seen, handOff } = await setUp();
    const opener = page.getByRole('button', { name: 'Filters' });
    const panel = page.getByRole('complementary', { name: 'Filters', hidden: true });
    opener.click();
    expect(panel.hasAttribute('data-opening')).toBe(true);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    page.getByRole('button', { name: 'Close filters', hidden: true }).click();
    expect(panel.hasAttribute('data-opening')).toBe(false);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);

    await showSearch(handOff, liveRoot);
    expect(seen).toEqual(['click Filters', 'click ×']);
  });

  it('replays taps, choices and a held-back search on the same controls of the running search, in order', async () => {
    const { page, live, liveRoot, seen, handOff } = await setUp();
    page.getByRole('checkbox', { name: /Heesen/ }).click();
    expect(page.getByRole<HTMLInputElement>('checkbox', { name: /Heesen/ }).checked).toBe(true);
    const sort = page.getByRole<HTMLSelectElement>('combobox', { name: /Sort by/ });
    sort.value = 'length';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    page.getByRole('button', { name: /Charter/ }).click();
    page.getByRole('button', { name: 'Filters' }).click();
    const box = page.getByRole<HTMLInputElement>('searchbox', { name: /Search/ });
    box.value = 'azimut';
    box.form?.requestSubmit();
    expect(seen).toEqual([]);

    // Out of the document, the choices apply; the panel's button and the search wait until it shows.
    liveRoot.remove();
    handOff.attach(liveRoot);
    expect(seen).toEqual(['click Heesen', 'change length', 'click Charter (40)']);
    const restore = handOff.finish();
    document.body.append(liveRoot);
    await restore();
    expect(seen).toEqual(['click Heesen', 'change length', 'click Charter (40)', 'click Filters', 'submit azimut']);
    expect(live.getByRole<HTMLInputElement>('checkbox', { name: /Heesen/, hidden: true }).checked).toBe(true);
    expect(live.getByRole<HTMLInputElement>('checkbox', { name: /CRN/, hidden: true }).checked).toBe(false);
  });

  it('pairs each control while both show the same search, so a tap after the counts changed still goes across', async () => {
    const { page, liveRoot, seen, handOff } = await setUp();
    handOff.attach(liveRoot);
    for (const label of liveRoot.querySelectorAll('label')) label.lastChild?.replaceWith(document.createTextNode(' 1'));
    page.getByRole('checkbox', { name: /CRN/ }).click();
    expect(seen).toEqual(['click CRN']);
  });

  it('carries typed text and the focus with its caret across when the running search shows', async () => {
    const { page, live, liveRoot, handOff } = await setUp();
    const box = page.getByRole<HTMLInputElement>('searchbox', { name: /Search/ });
    box.focus();
    box.value = 'sunse';
    box.setSelectionRange(3, 3);
    handOff.attach(liveRoot);
    const restore = handOff.finish();
    // A last key between the hand-off and the search showing is not lost.
    box.value = 'sunset';
    box.setSelectionRange(4, 4);
    page.container.remove();
    liveRoot.hidden = false;
    await restore();
    const target = live.getByRole<HTMLInputElement>('searchbox', { name: /Search/ });
    expect(target.value).toBe('sunset');
    expect(document.activeElement).toBe(target);
    expect(target.selectionStart).toBe(4);
  });
  it('sends a search held until the search shows, from the render that shows it, with the text as typed into a controlled field', async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const page = await renderDom(<Page />);
    const handOff = watchStatic(page.container, vi.fn());
    const box = page.getByRole<HTMLInputElement>('searchbox', { name: /Search/ });
    box.value = 'heesen';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.form?.requestSubmit();

    // The running search's box draws its text from state, as the search bar does.
    const sent: string[] = [];
    function LiveSearch() {
      const [text, setText] = useState('');
      return (
        <form
          role="search"
          action="/search/"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(String(new FormData(event.currentTarget).get('q')));
          }}
        >
          <label>
            Search
            <input name="q" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          <button type="submit">Go</button>
        </form>
      );
    }
    const liveRoot = document.createElement('div');
    await act(async () => createRoot(liveRoot).render(<LiveSearch />));
    handOff.attach(liveRoot);
    const restore = handOff.finish();
    // The island shows the search in a layout effect, and hands over there.
    function Show() {
      useLayoutEffect(() => {
        page.container.replaceWith(liveRoot);
        void restore();
      }, []);
      return null;
    }
    await act(async () => createRoot(document.createElement('div')).render(<Show />));
    expect(sent).toEqual(['heesen']);
    expect(liveRoot.querySelector('input')?.value).toBe('heesen');
  });
});
