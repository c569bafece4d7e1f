'use client';
/**
 * The main menu of spec 2.6, rendered once: the desktop menu bar with its mega menus from lg, the
 * mobile slide-in panel with accordion rows below lg. The page carries only the bar; the panels
 * are fetched from the menu route the first time the visitor points at, focuses or opens the menu
 * (with a mouse on a wide screen, shortly after hydration).
 *
 * A mouse opens a mega menu on hover; on touch the first tap on an item with a submenu opens it and
 * the second follows the link; the chevron button beside each item opens it from the keyboard;
 * Escape closes it and gives focus back to that button. The machine decides; the first tap's choice
 * to open rather than follow is the machine's own guard (header-view.ts), so it holds before the
 * machine's code has loaded.
 */
import { useCallback, useEffect, useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useClickOutside } from '../ui/hooks/use-overlay.client';
import { cx } from '../ui/tokens';
import { useHeaderActor, useHeaderView } from './HeaderState.client';
import { opensMega } from './header-view';
import { BREAKPOINTS } from '../../schema/constants/layout';
import { currentConnection, preloadAllowed } from '../ui/page/preload';
import { useOnDemand } from '../ui/on-demand/use-on-demand.client';
import { useCodeOnReach } from '../ui/on-demand/use-code-on-reach.client';
import type { MenuBar } from './menu-model';
import type { Words } from '../../schema/words';

/** The panels' checker comes with the panels, so the page's script carries no zod. */
const loadPanelsSchema = () => import('./menu-panels').then((m) => m.menuPanelsSchema);
/** So does the panel's drawing (teasers, their picture URLs), asked for beside the panels. */
const loadMegaPanel = () => import('./MegaPanel').then((m) => m.MegaPanel);

export type MainMenuLabels = Pick<Words<'header'>, 'mainMenu' | 'submenu'>;

/** Long enough for the page's own requests (images, islands) to go first. */
const PANELS_AFTER_HYDRATION_MS = 1500;

const panelId = (index: number) => `mega-menu-${index}`;
const toggleId = (index: number) => `mega-menu-toggle-${index}`;

export function MainMenu({ id, navigation, labels }: { id: string; navigation: MenuBar; labels: MainMenuLabels }) {
  const actor = useHeaderActor();
  const { megaItem: openItem, mobileOpen } = useHeaderView();
  const nav = useRef<HTMLElement>(null);
  const lastPointer = useRef<string>('');
  const navRefs = useMemo(() => [nav], []);
  const panels = useOnDemand(navigation.panelsUrl, loadPanelsSchema);
  const requestData = panels.request;
  // Until the drawing has loaded (or after it failed, until the next reach) an open item's panel stays hidden.
  const { code: MegaPanel, request: requestDrawing } = useCodeOnReach(loadMegaPanel);
  const requestPanels = useCallback(() => {
    requestData();
    requestDrawing();
  }, [requestData, requestDrawing]);

  // An open mobile menu or mega menu shows panels: fetch them if no pointer or focus did yet.
  useEffect(() => {
    if (mobileOpen || openItem !== null) requestPanels();
  }, [mobileOpen, openItem, requestPanels]);

  // With a mouse and the menu bar shown, the panels are fetched shortly after hydration, so the
  // first hover or keyboard open finds them; never on save-data or 2g (spec 2.15).
  useEffect(() => {
    const desktop = window.matchMedia(`(hover: hover) and (min-width: ${BREAKPOINTS.lg}px)`).matches;
    if (!desktop || !preloadAllowed(currentConnection())) return;
    const timer = window.setTimeout(requestPanels, PANELS_AFTER_HYDRATION_MS);
    return () => window.clearTimeout(timer);
  }, [requestPanels]);

  // The panel starts right below the header, wherever a banner above it has pushed it.
  useEffect(() => {
    if (!mobileOpen || !nav.current) return;
    const bottom = nav.current.closest('header')?.getBoundingClientRect().bottom;
    if (bottom !== undefined) nav.current.style.setProperty('--menu-top', `${bottom}px`);
  }, [mobileOpen]);

  // Called only while a mega menu is open, so the event always applies.
  const closeMega = useCallback(() => actor.send({ type: 'mega.close' }), [actor]);
  // A tap or click anywhere else closes an open mega menu (spec 2.15 click outside).
  useClickOutside(navRefs, openItem !== null && !mobileOpen, closeMega);

  // Escape closes the mega menu; focus goes back to its toggle when it was inside the menu. In the
  // mobile menu Escape closes the whole menu instead (the header's focus trap).
  useEffect(() => {
    if (openItem === null || mobileOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const index = navigation.items.findIndex((item) => item.text === openItem);
      const hadFocus = nav.current?.contains(document.activeElement) ?? false;
      closeMega();
      if (hadFocus) document.getElementById(toggleId(index))?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openItem, mobileOpen, navigation.items, closeMega]);

  const onItemClick = (event: MouseEvent, item: string, hasSubmenu: boolean) => {
    const touch = lastPointer.current === 'touch' || lastPointer.current === 'pen';
    lastPointer.current = '';
    // First tap opens; a second tap on the same item, or an item without submenu, navigates.
    if (touch && opensMega(openItem, item, hasSubmenu)) {
      event.preventDefault();
      actor.send({ type: 'mega.open', item, hasSubmenu });
      return;
    }
    // A followed link closes what is open; nothing is open before the machine runs, so it starts none.
    actor.send({ type: 'menu.link' }, false);
  };

  const onLinkClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) actor.send({ type: 'menu.link' }, false);
  };

  return (
    <nav
      ref={nav}
      id={id}
      onPointerEnter={requestPanels}
      onPointerDown={requestPanels}
      onFocus={requestPanels}
      aria-label={labels.mainMenu}
      // The look of both layouts is .hd-nav (site/app/styles/chrome.css): one short class instead of ~300 bytes on every page.
      data-open={mobileOpen || undefined}
      className="hd-nav"
    >
      <ul className="hd-list">
        {navigation.items.map((item, index) => {
          // Without its panel (the menu route failed) an item is a plain link.
          const hasSubmenu = item.hasSubmenu && !panels.failed;
          const open = openItem === item.text;
          const panel = open ? panels.data?.items.find((candidate) => candidate.text === item.text) : undefined;
          return (
            <li
              key={item.text}
              onPointerEnter={(event: PointerEvent) => {
                if (event.pointerType === 'mouse' && !mobileOpen) actor.send({ type: 'mega.open', item: item.text, hasSubmenu });
              }}
              onPointerLeave={(event: PointerEvent) => {
                if (event.pointerType === 'mouse' && open && !mobileOpen) closeMega();
              }}
              // Tabbing out of an open item closes it, as leaving it with the mouse does.
              onBlur={(event) => {
                const to = event.relatedTarget;
                if (open && !mobileOpen && to instanceof Node && !event.currentTarget.contains(to)) closeMega();
              }}
            >
              <div className="menu-row">
                <a
                  href={item.href}
                  onPointerDown={(event) => (lastPointer.current = event.pointerType)}
                  onClick={(event) => onItemClick(event, item.text, hasSubmenu)}
                  className={cx('menu-top', open && 'text-gold lg:border-gold lg:text-navy')}
                >
                  {item.text}
                </a>
                {hasSubmenu && (
                  <button
                    type="button"
                    id={toggleId(index)}
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    aria-label={labels.submenu.replace('{item}', item.text)}
                    onPointerDown={(event) => (lastPointer.current = event.pointerType)}
                    // A mouse has opened the menu by hovering on the way to the button: a click keeps
                    // it open. Keyboard and touch toggle.
                    onClick={() => actor.send(lastPointer.current === 'mouse' ? { type: 'mega.open', item: item.text, hasSubmenu } : { type: 'mega.toggle', item: item.text })}
                    className={cx('menu-toggle', open && 'rotate-180')}
                  />
                )}
              </div>
              {hasSubmenu && (
                <div id={panelId(index)} hidden={!(panel && MegaPanel)} onClick={onLinkClick} className="menu-panel">
                  {panel && MegaPanel && <MegaPanel item={panel} />}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="hd-menu-foot">
        <a href={navigation.enquiry.href} onClick={onLinkClick} className="hd-menu-cta">
          {navigation.enquiry.text}
        </a>
      </div>
    </nav>
  );
}
