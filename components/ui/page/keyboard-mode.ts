/**
 * Spec 2.15: Tab puts the page in keyboard-navigation mode (a visible focus style, globals.css),
 * a mouse button takes it out. Returns the clean-up.
 */
export const KEYBOARD_MODE_ATTRIBUTE = 'data-keyboard';

/** Tab puts the page in keyboard-navigation mode. */
export const enterOnTab = (event: KeyboardEvent, doc: Document = document): void => {
  if (event.key === 'Tab') doc.documentElement.setAttribute(KEYBOARD_MODE_ATTRIBUTE, '');
};

export const watchKeyboardMode = (doc: Document = document): (() => void) => {
  const root = doc.documentElement;
  const onKey = (event: KeyboardEvent) => enterOnTab(event, doc);
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') root.removeAttribute(KEYBOARD_MODE_ATTRIBUTE);
  };
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  return () => {
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('pointerdown', onPointer, true);
  };
};

/**
 * Spec 2.15 on the same path: a new hash scrolls to its target, offset by the target's
 * scroll-margin and the document's scroll-padding (both honoured by `scrollIntoView`); a removed
 * hash scrolls to the top.
 */
export const scrollToHash = (hash: string, doc: Document = document): void => {
  const id = hash.replace(/^#/, '');
  if (id === '') {
    doc.defaultView?.scrollTo({ top: 0 });
    return;
  }
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // a malformed escape is looked up as typed
  }
  doc.getElementById(decoded)?.scrollIntoView({ block: 'start' });
};
