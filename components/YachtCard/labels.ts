/** The words a yacht card shows besides the yacht's own data (site/messages `yachtCard`). */
export type YachtCardLabels = {
  length: string;
  guests: string;
  cabins: string;
  /** 'Add to comparison' / 'Added to comparison' (spec 2.8). */
  compare: { add: string; added: string };
  /** Spec 4.2 'New to the fleet' in the page's language. */
  newToTheFleet: string;
  /** The text of a card without a price (ghost yachts, spec 4.1). */
  view: string;
};

/** The units and currency switches above a list of cards (spec 2.8, 9.1). */
export type PreferenceLabels = {
  units: string;
  unitOptions: ReadonlyArray<{ value: string; label: string }>;
  currency: string;
  currencyOptions: ReadonlyArray<{ value: string; label: string }>;
};
