/** The compact data a yacht card is drawn from (YachtCardView): what the card shows, nothing more. */
import type { YachtCardData } from '../../schema/yacht/card';
import { mediaSource, type MediaSource } from '../ui/Media';

export type CardView = Omit<YachtCardData, 'codename' | 'marketType' | 'image'> & { image: MediaSource | null };

export const toCardView = ({ codename: _codename, marketType: _marketType, image, ...shown }: YachtCardData): CardView => ({
  ...shown,
  image: image && mediaSource(image),
});
