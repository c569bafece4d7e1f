'use client';
/**
 * Wraps a grid or slider of yacht cards: following a card's link records the list in its order
 * (spec 3.7 nonSearchResultYachtUrls) so the yacht page can offer previous, next and 'back to
 * selection'. The cards themselves stay server-rendered.
 */
import type { ReactNode } from 'react';
import type { YachtUrl } from '../../schema/yacht/navigation-list';
import { recordYachtList } from './session.client';

export function RecordYachtList({ list, view, className, children }: { list: readonly YachtUrl[]; view: string; className?: string; children: ReactNode }) {
  return (
    <div
      className={className}
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest('a[data-yacht-link]')) recordYachtList(list, view);
      }}
    >
      {children}
    </div>
  );
}
