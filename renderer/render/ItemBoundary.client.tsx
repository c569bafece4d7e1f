'use client';
/**
 * Contains one content item in the browser (DESIGN.md: a throwing island costs only itself). When
 * an island inside throws while rendering, visitors lose that item and keep the page; the fallback
 * comes from the server (nothing on live pages, the editor box in preview). No Suspense here: it
 * would let the server stream items out of order, outside the HTML that crawlers and visitors
 * without JavaScript read.
 */
import { Component, type ReactNode } from 'react';

/**
 * `codename` and `fallback` come in preview only: every prop of a live page is written into its RSC
 * payload, once per item. A live page's log names the page, where the failing block is found.
 */
type Props = { codename?: string; fallback?: ReactNode; children: ReactNode };
type State = { failed: boolean };

export class ItemBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const problem = error instanceof Error ? error.message : String(error);
    const where = this.props.codename === undefined ? { path: window.location.pathname } : { codename: this.props.codename };
    console.error(`[content] ${JSON.stringify({ outcome: 'component-failed-in-browser', ...where, problem })}`);
    // Spec 4.9: reported as uncaught too, where the page's build watch (components/ui/build) picks
    // out an island whose chunk a deployment removed and reloads the page once.
    if ('reportError' in globalThis) reportError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
