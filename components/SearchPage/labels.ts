/** The words of the search page (site/messages `search`), passed to the island as plain data. */
export type SearchLabels = {
  label: string;
  placeholder: string;
  submit: string;
  reset: string;
  scopes: string;
  yachts: string;
  website: string;
  categories: string;
  category: Record<'all' | 'charter' | 'sale' | 'destinations' | 'events' | 'news' | 'editorials' | 'people' | 'offices', string>;
  /** A hit's market view on its card, so a yacht offered both ways reads as two offers. */
  market: Record<'charter' | 'sale', string>;
  filters: string;
  openFilters: string;
  showResults: string;
  closeFilters: string;
  any: string;
  min: string;
  max: string;
  apply: string;
  showMore: string;
  showLess: string;
  filter: Record<
    | 'builtyear'
    | 'refityear'
    | 'length'
    | 'crew'
    | 'cabins'
    | 'guests'
    | 'builder'
    | 'type'
    | 'newToTheFleet'
    | 'destination'
    | 'amenities'
    | 'price'
    | 'charterRate'
    | 'city'
    | 'region'
    | 'country'
    | 'publicationYear'
    | 'office'
    | 'department'
    | 'jobTitle'
    | 'brand'
    | 'eventType'
    | 'newsType',
    string
  >;
  power: Record<'Motor' | 'Sail', string>;
  refinements: string;
  clear: string;
  remove: string;
  found: string;
  sortBy: string;
  sortOrder: string;
  asc: string;
  desc: string;
  sort: Record<'default' | 'length' | 'name' | 'buildYear' | 'price' | 'builder' | 'publicationDate' | 'eventDate' | 'popularity', string>;
  pagination: string;
  page: string;
  of: string;
  previous: string;
  next: string;
  noResults: string;
  recommendations: string;
  unavailable: string;
  failed: string;
  retry: string;
  results: string;
};

/** Fills '{name}' placeholders of a message. */
export const fill = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
