/** Spec 4.2: the ribbon on a yacht's hero and card. */
import { NEW_TO_THE_FLEET } from '../constants/yacht';
import type { YachtApi } from './api';
import { yachtTypes, type YachtType } from './effective-type';

export type Ribbon = { source: 'editor'; text: string } | { source: 'newToTheFleet'; text: typeof NEW_TO_THE_FLEET };

type RibbonInput = {
  ribbonText?: string | null;
  yachtType: YachtType;
  /** The page's (or card's) active market type. */
  activeType: 'charter' | 'sale' | 'none';
  api: Pick<YachtApi, 'saleNewToMarket' | 'charterNewToMarket'>;
};

/** An editor's ribbonText wins; else 'New to the fleet' when the active type's flag is 'true'; else none. */
export const ribbon = ({ ribbonText, yachtType, activeType, api }: RibbonInput): Ribbon | null => {
  const text = ribbonText?.trim();
  if (text) return { source: 'editor', text };
  if (activeType === 'none' || !yachtTypes(yachtType).includes(activeType)) return null;
  const flag = activeType === 'sale' ? api.saleNewToMarket : api.charterNewToMarket;
  return flag === 'true' ? { source: 'newToTheFleet', text: NEW_TO_THE_FLEET } : null;
};
