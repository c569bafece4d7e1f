/**
 * Next writes the not-found boundary of the app's root into the RSC payload of every page (twice,
 * with the first route group). The site's own 404 is the `missing` route (the proxy sends every
 * unknown path there), so this one only shows if a root layout itself finds nothing: it is kept
 * to a few bytes instead of Next's built-in page with its inline styles, within the page budgets
 * of tools/bench/budgets.json.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <a href="/">404</a>
      </body>
    </html>
  );
}
