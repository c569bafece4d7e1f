'use client';
/**
 * The share options (spec 2.8): e-mail, social networks, copy link with a visible confirmation,
 * and the phone's share sheet (Web Share API) where there is one. Inline in content_share_component;
 * behind a 'Share' button in the yacht hero (popover).
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useClickOutside } from '../ui/hooks/use-overlay.client';
import { cx } from '../ui/tokens';
import type { ShareLabels } from '../YachtHero/labels';
import { ShareIcon } from './ShareIcon';
import { shareLinks } from './share-links';
import { linkTarget } from '../../schema/links';

const noSubscribe = () => () => undefined;
/** The share sheet is offered on touch phones, where it is the native way to share. */
const deviceShareSnapshot = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

type Copy = 'idle' | 'copied' | 'failed';

type Layout = 'row' | 'list';

function Options({ url, subject, labels, layout, onDone }: { url: string; subject: string | null; labels: ShareLabels; layout: Layout; onDone?: () => void }) {
  const [copy, setCopy] = useState<Copy>('idle');
  const canShare = useSyncExternalStore(noSubscribe, deviceShareSnapshot, () => false);
  // Outside a yacht page the mail subject is the browser's page title (empty before hydration).
  const pageTitle = useSyncExternalStore(
    noSubscribe,
    () => document.title,
    () => '',
  );
  const title = subject ?? pageTitle;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const shareOnDevice = async () => {
    try {
      await navigator.share({ title, url });
      onDone?.();
    } catch {
      // dismissed by the visitor: nothing to do
    }
  };

  const item = layout === 'list' ? 'yp-share-li' : 'yp-share-row';
  return (
    <div>
      <ul className={layout === 'list' ? 'divide-y divide-gray-200' : 'flex flex-wrap justify-center gap-3'}>
        {canShare ? (
          <li>
            <button type="button" className={item} onClick={shareOnDevice} data-share="device">
              <ShareIcon name="device" />
              {labels.device}
            </button>
          </li>
        ) : null}
        {shareLinks(url, title, labels).map((link) => (
          <li key={link.key}>
            <a href={link.href} className={item} data-share={link.key} {...linkTarget(link.href)}>
              <ShareIcon name={link.key} />
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={item} onClick={copyLink} data-share="copy">
            <ShareIcon name="copy" />
            {labels.copy}
          </button>
        </li>
      </ul>
      <p role="status" className={cx('text-sm font-semibold text-gold-deep', layout === 'list' ? 'px-4' : 'mt-4 text-center', copy !== 'idle' && layout === 'list' && 'pb-3')}>
        {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
      </p>
    </div>
  );
}

export function ShareOptions({ url, subject, labels }: { url: string; subject: string | null; labels: ShareLabels }) {
  return (
    <div data-share-options="">
      <Options url={url} subject={subject} labels={labels} layout="row" />
    </div>
  );
}

/** The hero's share button: opens the same options below it; Escape or a click outside closes them. */
export function SharePopover({ url, subject, labels, className }: { url: string; subject: string | null; labels: ShareLabels; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useClickOutside([root], open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} className={className} data-share-toggle="">
        <ShareIcon name="share" />
        <span>{labels.open}</span>
      </button>
      {/* Above the sticky jump-to bar (z-30) that follows the yacht hero, below the header (z-40).
          The options are drawn when opened: the button needs scripts anyway, and a yacht page
          otherwise carries (and hydrates) a hidden list of six links. */}
      <div id={id} hidden={!open} className="absolute right-0 z-35 mt-2 w-64 shadow-lg sm:left-0 sm:right-auto" data-share-options="">
        {open ? (
          <div className="border border-gray-200 bg-white">
            <Options url={url} subject={subject} labels={labels} layout="list" onDone={() => setOpen(false)} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
