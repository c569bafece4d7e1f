/**
 * Spec 3.10 'Content flags' (jump-to enabled, animation disabled, swiper loop disabled), the one
 * multiple-choice element `content_flags` that the page-builder blocks share, and its reader.
 */
import { choice } from '../elements';

export const CONTENT_FLAGS = ['jump_to_enabled', 'animation_disabled', 'swiper_loop_disabled'] as const;
export type ContentFlag = (typeof CONTENT_FLAGS)[number];

export const contentFlags = () => choice('Content flag', CONTENT_FLAGS);

export type ContentFlags = { jumpTo: boolean; animated: boolean; loop: boolean };

export const toContentFlags = (element: { value: readonly { codename: ContentFlag }[] } | undefined): ContentFlags => {
  const on = new Set(element?.value.map((option) => option.codename));
  return { jumpTo: on.has('jump_to_enabled'), animated: !on.has('animation_disabled'), loop: !on.has('swiper_loop_disabled') };
};
