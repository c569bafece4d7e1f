/** The gallery's UI words (site/messages `gallery`), as templates with {placeholders}. */
export type GalleryLabels = {
  title: string;
  viewAll: string;
  open: string;
  dialog: string;
  counter: string;
  close: string;
  previous: string;
  next: string;
  zoom: string;
  sections: string;
  deckplans: string;
  motor: string;
  sail: string;
  video: string;
  videoFallback: string;
  captions: string;
  download: string;
};

export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
