import './partners.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./partners.css to the pages that draw its blocks. */
export default function PartnersSheet() {
  return null;
}
