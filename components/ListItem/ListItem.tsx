/**
 * list_item: one entry of the list blocks, drawn by them; placed on its own in a page it shows as
 * a short titled paragraph. `EntryTitle` links the title when the entry has a link (spec 9.6: '#'
 * is none; spec 2.14: an external one opens in a new tab, marked nofollow noopener noreferrer).
 */
import type { ListItemProps } from '../../schema/components/list_item';
import type { BlockProps } from '../ui/block';

export function EntryTitle({ title, link, external }: Pick<ListItemProps, 'title' | 'link' | 'external'>) {
  if (link === '#') return title;
  return external ? (
    <a href={link} target="_blank" rel="nofollow noopener noreferrer">
      {title}
    </a>
  ) : (
    <a href={link}>{title}</a>
  );
}

export function ListItem({ edit, ...entry }: BlockProps<'list_item', 'edit'>) {
  return (
    <section className="pg-text py-6">
      <h2 className="li-t" {...edit('title')}>
        <EntryTitle {...entry} />
      </h2>
      {entry.text ? (
        <p className="text-body" {...edit('text')}>
          {entry.text}
        </p>
      ) : null}
    </section>
  );
}
