import type { ReactNode } from 'react';
import { SiteLayout } from '../../../../ui/SiteLayout';

export default function Layout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <SiteLayout params={props.params.then(({ locale }) => ({ variant: 'live', locale }))}>{props.children}</SiteLayout>;
}
