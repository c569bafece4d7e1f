/** Desktop main menu with mega menus of grouped links, opened on hover or keyboard focus (spec 2.6). */
import type { Navigation } from './navigation';

export function MainMenu({ navigation, label }: { navigation: Navigation; label: string }) {
  return (
    <nav aria-label={label} className="hidden border-t border-gray-100 lg:block">
      <ul className="mx-auto flex max-w-[1600px] justify-center gap-10 px-8">
        {navigation.items.map((item) => (
          <li key={item.text} className="group">
            <a
              href={item.href}
              className="block border-b-2 border-transparent py-3 text-xs font-medium tracking-[0.22em] uppercase transition group-focus-within:border-gold group-hover:border-gold"
            >
              {item.text}
            </a>
            {item.groups.length > 0 && (
              <div className="invisible absolute inset-x-0 top-full border-t border-gray-200 bg-white opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                <div className="mx-auto grid max-w-[1400px] grid-cols-4 gap-10 px-8 py-10">
                  {item.groups.map((group) => (
                    <div key={group.heading}>
                      {group.href ? (
                        <a href={group.href} className="text-sm font-medium tracking-[0.18em] text-navy uppercase hover:text-gold-deep">
                          {group.heading}
                        </a>
                      ) : (
                        <p className="text-sm font-medium tracking-[0.18em] text-navy uppercase">{group.heading}</p>
                      )}
                      <ul className="mt-4 space-y-2.5">
                        {group.links.map((link) => (
                          <li key={link.href + link.text}>
                            <a
                              href={link.href}
                              {...(link.external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {})}
                              className="text-[0.95rem] font-light text-body hover:text-navy"
                            >
                              {link.text}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
