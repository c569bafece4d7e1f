/**
 * An image the media host cannot deliver (missing file, host down) leaves its place
 * empty instead of the browser's broken-image icon and alt text. Hidden, not removed, so the layout
 * does not shift. Images that failed before this ran (server-rendered ones) are found on start.
 */
const hide = (image: HTMLImageElement) => {
  image.style.visibility = 'hidden';
  image.dataset.broken = '';
};

const failed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0 && image.currentSrc !== '';

export const hideBrokenImages = (doc: Document = document): (() => void) => {
  for (const image of doc.querySelectorAll('img')) if (failed(image)) hide(image);
  // `error` does not bubble: listened to in the capture phase, for images added later too.
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) hide(event.target);
  };
  doc.addEventListener('error', onError, true);
  return () => doc.removeEventListener('error', onError, true);
};
