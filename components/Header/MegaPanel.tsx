/**
 * What an open menu item shows (spec 2.6): group headings with their links, then (from lg) the
 * yacht teasers in rows of 3 and the image teasers with their CTA. Below lg the same markup is the
 * item's accordion row in the mobile panel, white on navy. Rendered only while open.
 */
import { cx } from '../ui/tokens';
import { menuImageSources, type MenuImage, type MenuItem, type MenuLink, type MenuTeaser } from './menu-model';

const externalProps = (link: MenuLink) => (link.external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {});

function Picture({ image, sizes, className }: { image: MenuImage; sizes: string; className: string }) {
  return (
    <img
      {...menuImageSources(image)}
      sizes={sizes}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={cx('absolute inset-0 h-full w-full object-cover', className)}
    />
  );
}

function Teaser({ teaser }: { teaser: MenuTeaser }) {
  return (
    <div className="group/teaser relative isolate flex aspect-[4/3] flex-col justify-end overflow-hidden bg-navy p-6 text-white">
      {teaser.image && <Picture image={teaser.image} sizes="24rem" className="-z-10 opacity-45 transition duration-500 group-hover/teaser:scale-105" />}
      <p className="text-2xl font-light whitespace-pre-line">{teaser.headline}</p>
      {teaser.text && <p className="mt-2 text-sm text-white/80">{teaser.text}</p>}
      {teaser.cta && (
        <a
          href={teaser.cta.href}
          {...externalProps(teaser.cta)}
          className="mt-4 self-start border-b border-gold pb-1 text-xs font-medium tracking-[0.2em] uppercase after:absolute after:inset-0 hover:text-gold-light"
        >
          {teaser.cta.text}
        </a>
      )}
    </div>
  );
}

export function MegaPanel({ item }: { item: MenuItem }) {
  return (
    <div className="lg:mx-auto lg:flex lg:max-w-[1400px] lg:gap-12 lg:px-8 lg:py-10">
      <div className="space-y-6 lg:flex-1 lg:space-y-10">
        <a href={item.href} className="inline-block border-b border-gold pb-1 text-sm font-light tracking-wide hover:text-gold-light lg:hidden">
          {item.text}
        </a>
        <div className="space-y-6 lg:grid lg:grid-cols-3 lg:gap-10 lg:space-y-0">
          {item.groups.map((group) => (
            <div key={group.heading}>
              {group.href ? (
                <a href={group.href} className="block text-xs font-medium tracking-[0.2em] text-gold uppercase hover:text-gold-light lg:text-sm lg:text-navy lg:hover:text-gold-deep">
                  {group.heading}
                </a>
              ) : (
                <p className="text-xs font-medium tracking-[0.2em] text-gold uppercase lg:text-sm lg:text-navy">{group.heading}</p>
              )}
              <ul className="mt-3 space-y-3 lg:mt-4 lg:space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.href + link.text}>
                    <a href={link.href} {...externalProps(link)} className="font-light text-gray-200 hover:text-gold-light lg:text-[0.95rem] lg:text-body lg:hover:text-navy">
                      {link.text}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {item.yachts.length > 0 && (
          <ul className="hidden grid-cols-3 gap-6 lg:grid">
            {item.yachts.map((yacht) => (
              <li key={yacht.href}>
                <a href={yacht.href} className="group/yacht block">
                  <span className="relative block aspect-[3/2] overflow-hidden bg-gray-100">
                    {yacht.image && <Picture image={yacht.image} sizes="16rem" className="transition duration-500 group-hover/yacht:scale-105" />}
                  </span>
                  <span className="mt-2 block text-xs font-medium tracking-[0.2em] uppercase group-hover/yacht:text-gold-deep">{yacht.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {item.teasers.length > 0 && (
        <div className="hidden w-80 shrink-0 space-y-6 lg:block xl:w-96">
          {item.teasers.map((teaser) => (
            <Teaser key={teaser.headline} teaser={teaser} />
          ))}
        </div>
      )}
    </div>
  );
}
