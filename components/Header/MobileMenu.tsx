/**
 * The mobile menu's content (spec 2.6): every top item as an accordion row (one open at a time)
 * with its overview link, group headings and links, then the enquiry. Server-rendered links; the
 * header island only shows and hides the panel around them.
 */
import type { NavLink, Navigation } from './navigation';
import { ChevronIcon } from './icons';

const externalProps = (link: NavLink) => (link.external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {});

export function MobileMenu({ navigation }: { navigation: Navigation }) {
  return (
    <div className="mx-auto flex min-h-full max-w-xl flex-col px-6 pt-4 pb-10">
      <ul className="divide-y divide-white/15 border-b border-white/15">
        {navigation.items.map((item) => (
          <li key={item.text}>
            {item.groups.length === 0 ? (
              <a href={item.href} className="block py-5 text-sm font-medium tracking-[0.22em] uppercase hover:text-gold-light">
                {item.text}
              </a>
            ) : (
              <details name="mobile-menu" className="group/item">
                <summary className="flex cursor-pointer list-none items-center justify-between py-5 text-sm font-medium tracking-[0.22em] uppercase group-open/item:text-gold [&::-webkit-details-marker]:hidden">
                  {item.text}
                  <span className="text-gold transition-transform group-open/item:rotate-180">
                    <ChevronIcon />
                  </span>
                </summary>
                <div className="space-y-6 pb-7">
                  <a
                    href={item.href}
                    className="inline-block border-b border-gold pb-1 text-sm font-light tracking-wide hover:text-gold-light"
                  >
                    {item.text}
                  </a>
                  {item.groups.map((group) => (
                    <div key={group.heading}>
                      {group.href ? (
                        <a href={group.href} className="text-xs font-medium tracking-[0.2em] text-gold uppercase hover:text-gold-light">
                          {group.heading}
                        </a>
                      ) : (
                        <p className="text-xs font-medium tracking-[0.2em] text-gold uppercase">{group.heading}</p>
                      )}
                      <ul className="mt-3 space-y-3">
                        {group.links.map((link) => (
                          <li key={link.href + link.text}>
                            <a href={link.href} {...externalProps(link)} className="font-light text-gray-200 hover:text-gold-light">
                              {link.text}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </details>
            )}
          </li>
        ))}
      </ul>
      <a
        href={navigation.enquiry.href}
        className="mt-10 block bg-gold py-4 text-center text-xs font-medium tracking-[0.25em] text-navy uppercase transition hover:bg-white"
      >
        {navigation.enquiry.text}
      </a>
    </div>
  );
}
