'use client';
/**
 * Opens the lightbox from any element marked `data-lightbox-index` inside it (the server renders
 * those as links to the full picture, so they work before and without JavaScript). The lightbox
 * and swiper load on the first open, not with the page.
 */
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LightboxItem } from './gallery-media';
import type { GalleryLabels } from './labels';

const loadLightbox = () => import('./Lightbox.client');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

export function LightboxHost({
  items,
  name,
  labels,
  className,
  children,
}: {
  items: LightboxItem[];
  /** The yacht's name, naming the dialog. */
  name: string;
  labels: GalleryLabels;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-lightbox-index]') : null;
      const index = Number(target?.dataset['lightboxIndex']);
      if (!target || !Number.isInteger(index) || index < 0 || index >= items.length) return;
      event.preventDefault();
      opener.current = target;
      setOpen(index);
    },
    [items.length],
  );

  const close = useCallback(() => {
    setOpen(null);
    // The trap gives focus back too; this covers a lightbox closed before it finished loading.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  return (
    <div className={className} onClick={onClick} onPointerOver={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      {children}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox items={items} start={open} name={name} labels={labels} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
