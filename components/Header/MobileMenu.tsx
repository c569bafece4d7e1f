/** Mobile slide-in menu (spec 2.6) as a disclosure, so it works before any script loads. */
import type { Navigation } from './navigation';
import { ChevronIcon, MenuIcon } from './icons';

export function MobileMenu({ navigation, label }: { navigation: Navigation; label: string }) {
  return (
    <details className="group/menu lg:hidden">
      <summary aria-label={label} className="flex cursor-pointer list-none items-center p-2 [&::-webkit-details-marker]:hidden">
        <MenuIcon />
      </summary>
      <div className="fixed inset-x-0 top-[76px] bottom-0 overflow-y-auto bg-white px-6 pb-16">
        <ul className="divide-y divide-gray-100">
          {navigation.items.map((item) => (
            <li key={item.text}>
              <details className="group/item">
                <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-sm font-medium tracking-[0.2em] text-navy uppercase [&::-webkit-details-marker]:hidden">
                  {item.text}
                  <span className="transition group-open/item:rotate-180">
                    <ChevronIcon />
                  </span>
                </summary>
                <ul className="space-y-3 pb-5 pl-1">
                  <li>
                    <a href={item.href} className="font-medium text-navy">
                      {item.text}
                    </a>
                  </li>
                  {item.groups.flatMap((g) => g.links).map((link) => (
                    <li key={link.href + link.text}>
                      <a href={link.href} className="font-light text-body">
                        {link.text}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
        <a
          href={navigation.enquiry.href}
          className="mt-8 block bg-navy py-4 text-center text-xs font-medium tracking-[0.25em] text-white uppercase"
        >
          {navigation.enquiry.text}
        </a>
      </div>
    </details>
  );
}
