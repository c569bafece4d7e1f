/**
 * Taps on the server's search page before the page's scripts have run at all (spec 2.10, 9.2). A
 * phone paints the page a while before it hydrates; a script inline at the top of the island's HTML
 * keeps each click and change on its controls meanwhile, and shows a pressed category at once. The
 * hand-off (hand-off.client.ts) takes them when it starts and treats them as its own.
 */
type EarlyTaps = { events: Event[]; stop: () => void };
type WithEarlyTaps = typeof globalThis & { __searchEarlyTaps?: EarlyTaps };

/**
 * A pressed button among its group (the categories) shows pressed before the search runs. Sent
 * inline too, as its source text, so it names nothing outside itself.
 */
export function pressAt(button: Element) {
  const group = button.closest('[role="group"]');
  for (const other of group ? group.querySelectorAll('[aria-pressed]') : []) other.setAttribute('aria-pressed', String(other === button));
}

/** Sent as its own source text with `press` (pressAt's), so it names nothing outside itself. */
function recordEarlyTaps(press: typeof pressAt) {
  const root = document.currentScript?.parentElement;
  if (!root) return;
  const events: Event[] = [];
  const keep = (event: Event) => {
    events.push(event);
    const pressed = event.type === 'click' && event.target instanceof Element ? event.target.closest('button[aria-pressed]') : null;
    if (pressed) press(pressed);
  };
  root.addEventListener('click', keep, true);
  root.addEventListener('change', keep, true);
  const stop = () => {
    root.removeEventListener('click', keep, true);
    root.removeEventListener('change', keep, true);
  };
  (globalThis as WithEarlyTaps).__searchEarlyTaps = { events, stop };
}

export const EARLY_TAPS_SCRIPT = `(${recordEarlyTaps.toString()})(${pressAt.toString()})`;

/** What the visitor did before the hand-off started, in order; the inline script stops keeping it. */
export const takeEarlyTaps = (): Event[] => {
  const scope = globalThis as WithEarlyTaps;
  const early = scope.__searchEarlyTaps;
  if (!early) return [];
  early.stop();
  delete scope.__searchEarlyTaps;
  return early.events;
};
