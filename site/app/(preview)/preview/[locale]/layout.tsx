import type { ReactNode } from 'react';
import { PreviewLayout } from '../../../../ui/PreviewLayout';

export default function Layout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <PreviewLayout {...props} />;
}
