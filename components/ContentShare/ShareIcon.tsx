/** Simple line icons for the share options (inline SVG, inheriting the text colour). */
import type { ShareLink } from './share-links';

const paths: Record<ShareLink['key'] | 'copy' | 'share' | 'device', string> = {
  mail: 'M3 6h18v12H3z M3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  x: 'M4 4l16 16 M20 4L4 20',
  linkedin: 'M4 9h4v11H4z M6 4.5a2 2 0 1 1 0 .01 M11 9h4v2a4 4 0 0 1 7 2.5V20h-4v-6a2 2 0 0 0-4 0v6h-3z',
  whatsapp: 'M4 20l1.4-4.2A8 8 0 1 1 8.3 18.7z M9 9c0 3 3 6 6 6',
  copy: 'M9 9h11v11H9z M5 15H4V4h11v1',
  share: 'M12 3v12 M7 8l5-5 5 5 M5 13v8h14v-8',
  device: 'M12 3v12 M7 8l5-5 5 5 M5 13v8h14v-8',
};

export function ShareIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
