import './faq.css';

/** Draws nothing: loaded through Sheets.lazy.client.tsx, it brings ./faq.css to the pages that draw its blocks. */
export default function FaqSheet() {
  return null;
}
