/** The document whose stylesheet links the form host's pages reuse (site/lib/forms/styles.ts). */
import type { ReactNode } from 'react';
import { sans } from '../../../ui/fonts';
import '../../globals.css';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      <body>{children}</body>
    </html>
  );
}
