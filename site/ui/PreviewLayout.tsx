/**
 * The document shell of preview pages (spec 2.4.8): the page root names the Kontent environment
 * and language for the editing overlay (spec 5.6), which starts in the browser and listens to the
 * origins that may frame the preview.
 */
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { rootAttributes } from '../../renderer/render/smart-link';
import { editingContext } from '../lib/content';
import { serverEnv } from '../lib/env';
import { readRouteParams } from '../lib/variant';
import { EditingOverlay } from './EditingOverlay';
import { SiteLayout } from './SiteLayout';

export async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const route = readRouteParams(await params);
  if (!route) notFound();
  const editing = editingContext(route.locale);
  return (
    <SiteLayout params={params} rootAttributes={rootAttributes(editing)}>
      {children}
      <EditingOverlay environmentId={editing.environmentId} languageCodename={editing.languageCodename} frameOrigins={serverEnv().PREVIEW_FRAME_ORIGINS} />
    </SiteLayout>
  );
}
