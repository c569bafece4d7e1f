'use client';
import { PageErrorBoundary } from '../../../../../../ui/PageErrorBoundary';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  return <PageErrorBoundary error={error} />;
}
