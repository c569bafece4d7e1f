import './yacht.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./yacht.css to the pages that draw its blocks. */
export default function YachtSheet() {
  return null;
}
