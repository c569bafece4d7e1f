/**
 * Spec 2.8 'share via e-mail and share on social media': plain share URLs, no third-party scripts.
 * The mail has the page's title as subject and the link in its body.
 */
import { fill } from '../../schema/words';
import type { ShareLabels } from '../YachtHero/labels';

export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export type ShareLink = { key: 'mail' | ShareNetwork; href: string; label: string; external: boolean };

const enc = encodeURIComponent;

export const shareLinks = (url: string, subject: string, labels: Pick<ShareLabels, 'mail' | 'mailBody' | ShareNetwork>): ShareLink[] => {
  const networks: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    x: `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(subject)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    whatsapp: `https://wa.me/?text=${enc(subject ? `${subject} ${url}` : url)}`,
  };
  return [
    { key: 'mail', href: `mailto:?subject=${enc(subject)}&body=${enc(fill(labels.mailBody, { url }))}`, label: labels.mail, external: false },
    ...SHARE_NETWORKS.map((key) => ({ key, href: networks[key], label: labels[key], external: true })),
  ];
};

/** The page's absolute address: the site's origin and the page's path (a path that is already absolute stays). */
export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).toString();
