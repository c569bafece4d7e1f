import type { ReactNode } from 'react';
import { SiteLayout } from '../../../../../ui/SiteLayout';

export default function Layout(props: { children: ReactNode; params: Promise<{ variant: string; locale: string }> }) {
  return <SiteLayout {...props} />;
}
