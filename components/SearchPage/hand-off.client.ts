'use client';
/**
 * The server-rendered search page before its search code has loaded (spec 2.10, 9.2). Its controls
 * answer at once as the browser draws them (a box ticks, a select changes, text is typed; a pressed
 * category shows pressed, the phone's filter panel opens), links are plain navigations, and what the visitor does is kept: the
 * first reach for a control starts loading the search, and each action is replayed on the same
 * control of the search once it runs, so no tap or keystroke is lost. What was done before this
 * module ran at all is kept by the inline script of early-taps.ts and taken here.
 */

import { pressAt, takeEarlyTaps } from './early-taps';

/** What a visitor can operate. Links navigate on their own and start nothing. */
const CONTROLS = 'button, input, select, textarea';
/** Longest wait from a pointerdown for its click before loading starts anyway (a press held, a drag). */
const TAP_MS = 400;

type Action = { kind: 'click'; target: Element } | { kind: 'value'; target: HTMLSelectElement | HTMLInputElement; value: string } | { kind: 'submit'; target: HTMLFormElement };

const TYPED = new Set(['text', 'search', 'number', 'email', 'tel', 'url', '']);
const isTyped = (el: Element): el is HTMLInputElement | HTMLTextAreaElement => el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TYPED.has(el.getAttribute('type') ?? ''));

/** Which control this is, in terms both renders share (ids and radio names differ between them). */
const describe = (el: Element): string =>
  [
    el.tagName,
    el.getAttribute('type') ?? '',
    // A typed field's value attribute follows what is typed in one render and not in the other.
    isTyped(el) ? '' : (el.getAttribute('value') ?? ''),
    [...el.attributes]
      .map((a) => a.name)
      .filter((name) => name.startsWith('data-'))
      .join(','),
    el.closest('[data-filter]')?.getAttribute('data-filter') ?? '',
    (el.closest('label') ?? el).textContent?.trim().slice(0, 60) ?? '',
  ].join('|');

/** The same control in another render of the same markup: same description, same place among its like. */
export const counterpart = (el: Element, from: ParentNode, to: ParentNode): Element | null => {
  const key = describe(el);
  const nth = [...from.querySelectorAll(el.tagName)].filter((other) => describe(other) === key).indexOf(el);
  if (nth < 0) return null;
  return [...to.querySelectorAll(el.tagName)].filter((other) => describe(other) === key)[nth] ?? null;
};

/** A value set as a visitor's typing sets it, so the page's own handlers see the change. */
const setValue = (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) => {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
};

/**
 * A button that opens a panel (aria-controls: the phone's 'Filters') opens it on the server's page,
 * and one inside it that closes it (data-closes-panel) closes it, before the search runs; the
 * search's own panel follows once it shows, from the same clicks.
 */
const togglePanel = (root: ParentNode, button: Element) => {
  const id = button.getAttribute('aria-controls');
  const panel = id && button.getAttribute('aria-expanded') === 'false' ? root.querySelector(`#${CSS.escape(id)}`) : null;
  if (panel) {
    button.setAttribute('aria-expanded', 'true');
    panel.setAttribute('data-opening', '');
    // The focus stays on the button: it crosses to the search's button, whose panel then takes it
    // and gives it back on closing.
    return;
  }
  const open = button.hasAttribute('data-closes-panel') ? button.closest('[data-opening]') : null;
  if (!open) return;
  open.removeAttribute('data-opening');
  const opener = root.querySelector(`[aria-controls="${CSS.escape(open.id)}"]`);
  opener?.setAttribute('aria-expanded', 'false');
  if (opener instanceof HTMLElement) opener.focus();
};

export type HandOff = {
  /**
   * The search runs in `live` (same markup, out of the document until it shows): replays what was
   * kept, and from now on each action as it comes.
   */
  attach: (live: ParentNode) => void;
  /**
   * Returns what, once the search shows, carries typed text, the focus and its caret across and sends
   * what waited: as soon as the caller's task is done (still before the next paint), since React
   * draws a replayed keystroke into a controlled field only outside its commit and otherwise sets
   * the field back, so a held search sent from a layout effect would go out with the old text.
   */
  finish: () => () => Promise<void>;
  /** The search could not load: forms held back are sent as the browser would have sent them. */
  fail: () => void;
  stop: () => void;
};

/** Watches the server-rendered page in `root`; `onReach` is called once, at the first reach for a control. */
export const watchStatic = (root: HTMLElement, onReach: () => void): HandOff => {
  const queue: Action[] = [];
  const held: Action[] = [];
  let live: ParentNode | null = null;
  let reached = false;

  // Each control's counterpart, paired while both renders still show the same search: a replayed
  // change alters the running search's counts and labels, not the server HTML's.
  const pairs = new Map<Element, Element>();
  const find = (el: Element, to: ParentNode): Element | null => {
    const paired = pairs.get(el);
    return paired && to.contains(paired) ? paired : counterpart(el, root, to);
  };

  const replay = (action: Action) => {
    if (!live) return void queue.push(action);
    const target = find(action.target, live);
    if (!target) return;
    // A form out of the document sends nothing, and a button that opens or clears something (a
    // panel, a refinement) acts where the visitor sees it: both wait until the search shows.
    const waits = action.kind === 'submit' || (target instanceof HTMLButtonElement && !target.hasAttribute('aria-pressed'));
    if (waits && !target.isConnected) return void held.push(action);
    if (action.kind === 'click' && target instanceof HTMLElement) target.click();
    if (action.kind === 'value' && (target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) {
      setValue(target, action.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
      target.dispatchEvent(new Event('change', { bubbles: true }));
      // A range slider applies on release.
      if (target.type === 'range') target.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
    }
    if (action.kind === 'submit' && target instanceof HTMLFormElement) {
      syncTyped(action.target);
      target.requestSubmit();
    }
  };

  /** Typed text the visitor changed, into the same fields of the running search. */
  const syncTyped = (scope: ParentNode) => {
    if (!live) return;
    for (const field of scope.querySelectorAll('input, textarea')) {
      if (!isTyped(field) || field.value === field.defaultValue) continue;
      const target = find(field, live);
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.value !== field.value) {
        setValue(target, field.value);
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };

  const control = (event: Event): Element | null => (event.target instanceof Element ? event.target.closest(CONTROLS) : null);
  // The control answers first: loading starts once its new state has painted. A tap's click comes
  // a moment after its pointerdown, and a phone evaluating the search code meanwhile would hold it.
  let armed: (() => void) | null = null;
  const begin = () => {
    if (armed) root.removeEventListener('click', armed, true);
    armed = null;
    requestAnimationFrame(() => setTimeout(onReach, 0));
  };
  const reach = (event: Event) => {
    if (reached || (!control(event) && event.type !== 'submit')) return;
    reached = true;
    if (event.type !== 'pointerdown') return begin();
    const timer = setTimeout(begin, TAP_MS);
    armed = () => {
      clearTimeout(timer);
      begin();
    };
    root.addEventListener('click', armed, true);
  };
  const onClick = (event: Event) => {
    const target = control(event);
    if (!target || target !== event.target) return;
    if (target instanceof HTMLButtonElement && target.type !== 'submit') {
      if (target.hasAttribute('aria-pressed')) pressAt(target);
      else togglePanel(root, target);
      replay({ kind: 'click', target });
    } else if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) replay({ kind: 'click', target });
  };
  const onChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'range')) replay({ kind: 'value', target, value: target.value });
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    reach(event);
    replay({ kind: 'submit', target: event.target });
  };

  const listeners: [string, (event: Event) => void][] = [
    ['pointerdown', reach],
    ['focusin', reach],
    ['keydown', reach],
    ['input', reach],
    ['click', onClick],
    ['change', onChange],
    ['submit', onSubmit],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  // What was done before this ran: a category shows pressed already, a box ticked, a select changed.
  for (const event of takeEarlyTaps()) {
    reach(event);
    if (event.type === 'click') onClick(event);
    else onChange(event);
  }
  const stop = () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  };

  return {
    attach: (next) => {
      live = next;
      for (const el of root.querySelectorAll(`${CONTROLS}, form`)) {
        const other = counterpart(el, root, next);
        if (other) pairs.set(el, other);
      }
      for (const action of queue.splice(0)) replay(action);
    },
    finish: () => {
      // Until the search shows, what the visitor does still lands here and is carried across.
      const focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement : null;
      const carry = () => {
        stop();
        syncTyped(root);
        const target = live && focused ? find(focused, live) : null;
        if (target instanceof HTMLElement) {
          target.focus({ preventScroll: true });
          const caret = focused && isTyped(focused) ? { start: focused.selectionStart, end: focused.selectionEnd } : null;
          if (caret && isTyped(target) && caret.start !== null && caret.end !== null) {
            try {
              target.setSelectionRange(caret.start, caret.end);
            } catch {
              // a number field has no caret to set
            }
          }
        }
        // After the focus: a panel opened now returns it to its opener when it closes.
        for (const action of held.splice(0)) replay(action);
      };
      return () =>
        new Promise<void>((resolve) =>
          queueMicrotask(() => {
            carry();
            resolve();
          }),
        );
    },
    fail: () => {
      stop();
      for (const action of [...queue.splice(0), ...held.splice(0)]) if (action.kind === 'submit' && action.target instanceof HTMLFormElement) action.target.submit();
    },
    stop,
  };
};
