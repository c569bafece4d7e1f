import './builder.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./builder.css to the pages that draw its blocks. */
export default function BuilderSheet() {
  return null;
}
