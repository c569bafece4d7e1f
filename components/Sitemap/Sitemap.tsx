/**
 * sitemap_component (spec 2.2 /sitemap): the main menu's sections with the pages each links, then
 * the other pages by kind (the first few by title and a link to the listing that has them all).
 * Generated from the page list, so a newly published page appears on its own.
 */
import { withLoader, type BlockProps } from '../ui/block';
import type { SiteTree, TreeLink } from '../../schema/sitemap/site-tree';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { load } from './load';

function Links({ links }: { links: TreeLink[] }) {
  return (
    <ul className="mt-3 space-y-1.5 text-sm sm:text-base">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.text}</a>
        </li>
      ))}
    </ul>
  );
}

function SitemapView({ title, background, data, t, edit }: BlockProps<'sitemap_component', 't' | 'edit'> & { data: SiteTree }) {
  return (
    <Section background={background} className="py-12" aria-labelledby="sitemap-title">
      <Container>
        <h2 id="sitemap-title" className="text-2xl font-light text-navy" {...edit('title')}>
          {title ?? t('sitemap.title')}
        </h2>
        <div data-site-tree="" className="mt-8 grid gap-10 text-navy sm:grid-cols-2 lg:grid-cols-3 [&_a]:underline-offset-4 [&_a]:decoration-gold [&_li_a]:underline [&_a:hover]:text-gold-deep">
          {data.menu.map((section) => (
            <section key={section.href} data-site-tree-menu="">
              <h3 className="text-lg font-medium">
                <a href={section.href}>{section.heading}</a>
              </h3>
              <Links links={section.links} />
            </section>
          ))}
          {data.kinds.map((group) => (
            <section key={group.kind} data-site-tree-kind={group.kind}>
              <h3 className="text-lg font-medium">{t(`sitemap.kinds.${group.kind}`)}</h3>
              <Links links={group.links} />
              {group.listing && group.total > group.links.length ? (
                <p className="mt-3 text-sm font-semibold">
                  <a href={group.listing}>{t('sitemap.all', { count: group.total })}</a>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      </Container>
    </Section>
  );
}

// The renderer reads the page list and menu first (a failure skips the block, spec 8.4).
export const Sitemap = withLoader(SitemapView, load);
