import './numbers.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./numbers.css to the pages that draw its blocks. */
export default function NumbersSheet() {
  return null;
}
