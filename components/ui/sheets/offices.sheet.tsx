import './offices.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./offices.css to the pages that draw its blocks. */
export default function OfficesSheet() {
  return null;
}
