import './destinations.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./destinations.css to the pages that draw its blocks. */
export default function DestinationsSheet() {
  return null;
}
