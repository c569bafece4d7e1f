/** The share options' icons: references into the site's sprite (components/ui/icons), as every icon. */
import { Icon } from '../ui/icons/Icon';
import type { IconName } from '../ui/icons/names';
import type { ShareLink } from './share-links';

const ICONS: Record<ShareLink['key'] | 'copy' | 'share' | 'device', IconName> = {
  mail: 'mail',
  facebook: 'facebook',
  x: 'twitter',
  linkedin: 'linkedin',
  whatsapp: 'whatsapp',
  copy: 'copy',
  share: 'share',
  device: 'share',
};

export function ShareIcon({ name }: { name: keyof typeof ICONS }) {
  return <Icon name={ICONS[name]} size={18} />;
}
