/** Spec 9.5 timing of motion (slider transition, title-word animation), named as the spec names it. */

/** Slider transition. */
export const SLIDER_TRANSITION_MS = 1000;
/** Title word animation: each word 0.4 s, starting at 0.45 s plus 0.05 s per word. */
export const TITLE_WORD_DURATION_S = 0.4;
export const TITLE_WORD_START_S = 0.45;
export const TITLE_WORD_STEP_S = 0.05;

/** The hero slider where the spec is silent: it plays, a slide every 7 s (content model default). */
export const HERO_SLIDER_DEFAULTS = { autoplay: true, intervalSeconds: 7 } as const;
