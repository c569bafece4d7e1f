// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/yacht-charter/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The build id the site compiles in (site/next.config.ts); the module reads it when it loads.
vi.stubEnv('SITE_BUILD_ID', 'build-1');
const { startBuildWatch } = await import('./build-watch');
const { watchChunkErrors } = await import('./chunk-reload');

const chunkError = () => Object.assign(new Error('Failed to load chunk /_next/static/chunks/gone.js'), { name: 'ChunkLoadError' });

let reload: ReturnType<typeof vi.fn<() => void>>;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  document.documentElement.removeAttribute('data-build-outdated');
  document.body.innerHTML = '<a id="away" href="/about/">About</a><a id="here" href="#team">Team</a>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Clicks a link; says whether the watch took the click (the test's own browser never follows it). */
const click = (id: string): boolean => {
  let taken = true;
  const seen = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', seen);
  document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  document.removeEventListener('click', seen);
  return taken;
};

describe('a new deployment (spec 4.9)', () => {
  it('once the polled id differs, the next link click is a document load; before that links are left alone', async () => {
    let latest = 'build-1';
    const watch = startBuildWatch(() => Promise.resolve(latest));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(document.documentElement.hasAttribute('data-build-outdated')).toBe(false);
    expect(click('away')).toBe(false);

    latest = 'build-2';
    // Focus within a minute of the last check shares it; the interval asks again.
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(document.documentElement.hasAttribute('data-build-outdated')).toBe(false);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(document.documentElement.hasAttribute('data-build-outdated')).toBe(true);

    expect(click('here')).toBe(false);
    expect(click('away')).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL('/about/', location.href).href);
    watch.stop();
  });

  it('an endpoint that cannot answer changes nothing', async () => {
    const watch = startBuildWatch(() => Promise.resolve(null));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(document.documentElement.hasAttribute('data-build-outdated')).toBe(false);
    watch.stop();
  });
});

describe('a chunk that no longer loads (spec 4.9)', () => {
  it('reloads the page once, keeps the scroll position, and not again within 10 s', () => {
    const stop = watchChunkErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('build:scroll') ?? '{}')).toMatchObject({ url: location.href });
    stop();

    // The reloaded page: the same failure within 10 s is not followed by another reload.
    const again = watchChunkErrors();
    expect(sessionStorage.getItem('build:scroll')).toBeNull();
    vi.setSystemTime(1_000_000 + 9_000);
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(1);
    again();
  });
});
