import localFont from 'next/font/local';

/** Spec 2.5: three weights (Light, Book, Medium), self-hosted and preloaded. */
export const sans = localFont({
  src: [
    { path: '../../node_modules/@fontsource/jost/files/jost-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../../node_modules/@fontsource/jost/files/jost-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/jost/files/jost-latin-500-normal.woff2', weight: '500', style: 'normal' },
  ],
  variable: '--font-sans',
  display: 'swap',
  preload: true,
});
