'use client';
/**
 * Opens the lightbox from any element marked `data-lightbox-index` inside it (the server renders
 * those as links to the full picture, so they work before and without JavaScript). The lightbox
 * and swiper load on the first pointing or focus, not with the page; so do a gallery teaser's
 * pictures, which come from the yacht-gallery route rather than with the page.
 */
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LightboxItem } from './gallery-media';
import type { LightboxLabels } from './labels';

const loadLightbox = () => import('./Lightbox.client');
const LightboxOf = lazy(() => loadLightbox().then((module) => ({ default: module.LightboxOf })));

/** The pictures the page hands over, or where to fetch them. */
export type LightboxPictures = { items: LightboxItem[] } | { url: string };

export function LightboxHost({
  pictures,
  name,
  labels,
  className,
  children,
}: {
  pictures: LightboxPictures;
  /** The yacht's name, naming the dialog. */
  name: string;
  labels: LightboxLabels;
  className?: string;
  children: ReactNode;
}) {
  /** The picture it opened at, and the pictures (kept from the click: a render may not read the ref). */
  const [open, setOpen] = useState<{ start: number; pictures: Promise<LightboxItem[] | null> } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const known = useRef<Promise<LightboxItem[] | null> | null>(null);

  /** One request per page view: started by the first pointing or focus, shared by every opening. */
  const picturesOf = useCallback((): Promise<LightboxItem[] | null> => {
    known.current ??= 'items' in pictures ? Promise.resolve(pictures.items) : loadLightbox().then((module) => module.fetchPictures(pictures.url));
    return known.current;
  }, [pictures]);

  const warm = useCallback(() => {
    void loadLightbox();
    void picturesOf();
  }, [picturesOf]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-lightbox-index]') : null;
      const index = Number(target?.dataset['lightboxIndex']);
      if (!target || !Number.isInteger(index) || index < 0) return;
      if ('items' in pictures && index >= pictures.items.length) return;
      event.preventDefault();
      opener.current = target;
      setOpen({ start: index, pictures: picturesOf() });
    },
    [pictures, picturesOf],
  );

  const close = useCallback(() => {
    setOpen(null);
    // The trap gives focus back too; this covers a lightbox closed before it finished loading.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  /** Without its pictures the lightbox cannot open: the picture's link goes where it goes without JavaScript. */
  const follow = useCallback(() => {
    setOpen(null);
    const href = opener.current?.getAttribute('href');
    if (href) window.location.assign(href);
  }, []);

  return (
    <div className={className} onClick={onClick} onPointerOver={warm} onFocus={warm}>
      {children}
      {open !== null ? (
        <Suspense fallback={null}>
          <LightboxOf pictures={open.pictures} start={open.start} name={name} labels={labels} onClose={close} onMissing={follow} />
        </Suspense>
      ) : null}
    </div>
  );
}
