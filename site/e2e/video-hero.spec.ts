import { expect, test, type Locator } from '@playwright/test';

// The video hero (spec 2.16 image_video_hero_component, 2.15 motion): a visible pause/play button in
// the page's language (WCAG 2.2.2), and no autoplay for a visitor who prefers reduced motion.
const MANAGEMENT = { en: '/yacht-management/', es: '/es/yacht-management/' } as const;
const WORDS = {
  en: { pause: 'Pause the video', play: 'Play the video' },
  es: { pause: 'Pausar el vídeo', play: 'Reproducir el vídeo' },
} as const;

const isPaused = (video: Locator) => video.evaluate((el: HTMLVideoElement) => el.paused);

for (const locale of ['en', 'es'] as const) {
  const words = WORDS[locale];

  test(`the video hero plays on its own and its visible button pauses and resumes it (${locale})`, async ({ page }) => {
    await page.goto(MANAGEMENT[locale]);
    const hero = page.locator('[data-hero]');
    const video = hero.locator('video');
    await expect(video).toHaveAttribute('data-ready', '');
    await expect.poll(() => isPaused(video)).toBe(false);
    const pause = hero.getByRole('button', { name: words.pause });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect.poll(() => isPaused(video)).toBe(true);
    await hero.getByRole('button', { name: words.play }).click();
    await expect.poll(() => isPaused(video)).toBe(false);
  });

  test(`under prefers-reduced-motion the poster shows and the video waits for play (${locale})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(MANAGEMENT[locale]);
    const hero = page.locator('[data-hero]');
    const video = hero.locator('video');
    await expect(video).toHaveAttribute('data-ready', '');
    const still = await video.evaluate((el: HTMLVideoElement) => ({ paused: el.paused, time: el.currentTime, poster: el.getAttribute('poster') ?? '' }));
    expect(still).toMatchObject({ paused: true, time: 0 });
    expect(still.poster).toMatch(/poster/);
    const play = hero.getByRole('button', { name: words.play });
    await expect(play).toBeVisible();
    await play.click();
    await expect.poll(() => isPaused(video)).toBe(false);
    await expect(hero.getByRole('button', { name: words.pause })).toBeVisible();
  });
}

test('a video in a hidden slide of the hero slider waits until its slide shows (spec 2.16)', async ({ page }) => {
  await page.goto('/buy-a-yacht/');
  const slider = page.getByRole('region', { name: 'Highlights' });
  const video = slider.locator('video');
  await expect(video).toHaveAttribute('data-ready', '');
  // Held on the first slide: the video of the second waits, unseen.
  await slider.getByRole('button', { name: 'Pause the slides' }).click();
  await expect(slider.getByRole('group', { name: 'Slide 1 of 3' })).not.toHaveAttribute('inert');
  await expect(video).toHaveAttribute('data-playing', 'false');
  expect(await isPaused(video)).toBe(true);
  // Its slide shows: it plays; the slide after it hides it again, and it stops.
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(video).toHaveAttribute('data-playing', 'true');
  await expect.poll(() => isPaused(video)).toBe(false);
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(video).toHaveAttribute('data-playing', 'false');
  await expect.poll(() => isPaused(video)).toBe(true);
});
