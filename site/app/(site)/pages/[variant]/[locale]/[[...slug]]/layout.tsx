import type { ReactNode } from 'react';
import { SlugLayout } from '../../../../../../ui/SlugLayout';

export default function Layout(props: { children: ReactNode; params: Promise<{ variant: string; locale: string; slug?: string[] }> }) {
  return <SlugLayout {...props} />;
}
