/**
 * Opens the question a link points at (`/faq/#booking-ahead`, spec 2.15): a closed `<details>` hides
 * its answer, and browsers do not open one for a fragment that names the `<details>` itself. Inline
 * and tiny, so it runs as the list is parsed, before any script of the page has loaded; it also
 * follows later hash changes on the same page.
 */
export const OPEN_HASH_SCRIPT =
  "(function(){function o(){var h=location.hash.slice(1);if(!h)return;try{h=decodeURIComponent(h)}catch(e){}var d=document.getElementById(h);if(d&&d.tagName==='DETAILS'){d.open=true;d.scrollIntoView({block:'start'})}}o();addEventListener('hashchange',o)})()";
