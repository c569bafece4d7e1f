import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { logo } from './marks';

// Spec 3.10: a partner's logo card shows the whole wordmark. The demo logos are drawn here, so a
// long name set in a wide face must still fit its banner, with a margin on both sides.
const NAMES = ['Meridian Yacht Finance', 'Coralline Yacht Interiors', 'Maison Lumière Concierge', 'Riviera Marinas'];
const [W, H] = [1600, 800];

/** Columns from either edge, as a share of the width, that hold only the background. */
const clearMargins = async (svg: string): Promise<{ left: number; right: number }> => {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const inked = (x: number) => {
    for (let y = 0; y < info.height; y += 1) {
      const i = (y * info.width + x) * info.channels;
      if (Math.abs((data[i] ?? 0) - 0xfa) + Math.abs((data[i + 1] ?? 0) - 0xf9) + Math.abs((data[i + 2] ?? 0) - 0xf6) > 30) return true;
    }
    return false;
  };
  let left = 0;
  while (left < info.width && !inked(left)) left += 1;
  let right = 0;
  while (right < info.width && !inked(info.width - 1 - right)) right += 1;
  return { left: left / info.width, right: right / info.width };
};

describe('demo logos', () => {
  for (const name of NAMES) {
    it(`'${name}' fits its banner in either face`, async () => {
      // Seeds that pick each face and mark; the name is what sets the wordmark's width.
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const margins = await clearMargins(logo(createRng(`${seed}:${name}`), W, H, `${name} logo`));
        expect(margins.left, `${name} (${seed}) left margin`).toBeGreaterThan(0.03);
        expect(margins.right, `${name} (${seed}) right margin`).toBeGreaterThan(0.03);
      }
    });
  }
});
