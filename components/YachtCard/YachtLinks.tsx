/**
 * Yachts as plain links: what a block whose cards come on demand shows without JavaScript, or when
 * the cards could not be fetched (the server knows the yachts: it drew the block because there are).
 */
export type YachtLink = { href: string; name: string };

export function YachtLinks({ links }: { links: readonly YachtLink[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} data-yacht-link className="font-semibold text-navy underline hover:text-gold-deep">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
