import './editorial.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./editorial.css to the pages that draw its blocks. */
export default function EditorialSheet() {
  return null;
}
