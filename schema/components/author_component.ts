/**
 * author_component (spec 3.8 Author: authorName, authorUrl, authorPage, authorPerson, readingTime,
 * personPhotoUrl from the linked person): the byline of an article or expert insight. Element
 * names are this content model's: author_name (else the person's name), author_url (external),
 * author_page (a linked page; else the linked person's own page; else author_url), author_person (a linked person: photo,
 * job title, office), reading_time (minutes) and the background of spec 3.2.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { linkedPeople } from '../catalogue/person';
import { defineComponent } from '../define';
import { background, linkedItems, number, optionalText, text, toBackground } from '../elements';
import { linkedPage, slugHref } from '../linked-page';
import { isExternal, isSafeHref, externalHref } from '../links';
import type { MediaItem } from '../media';

export type AuthorProps = {
  name: string | null;
  jobTitle: string | null;
  office: string | null;
  photo: MediaItem | null;
  href: string | null;
  external: boolean;
  /** Whole minutes, or null. */
  readingTime: number | null;
  background: Background;
};

export const authorComponent = defineComponent({
  codename: 'author_component',
  elements: z.looseObject({
    author_name: text().optional(),
    author_url: text().optional(),
    author_page: linkedItems().optional(),
    author_person: linkedItems().optional(),
    reading_time: number().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): AuthorProps => {
    const person = linkedPeople(ctx, 'author_person', el.author_person?.value.slice(0, 1) ?? [])[0] ?? null;
    const name = optionalText(el.author_name) ?? person?.fullName ?? null;
    if (!name) ctx.report({ item: ctx.item, element: 'author_name', problem: 'Give the author a name or link the person; the byline is not shown' });
    const pageCodename = el.author_page?.value[0];
    const page = pageCodename ? linkedPage.safeParse(ctx.linkedItem(pageCodename)?.elements) : undefined;
    const url = optionalText(el.author_url);
    const external = url !== null && isExternal(url) && isSafeHref(url) ? externalHref(url) : null;
    const slug = page?.success ? page.data.url_slug.value.trim() : '';
    // Spec 3.8 authorPage: the author's own page (the linked person's url_slug) comes before an external url.
    const ownPage = person?.href ?? null;
    const minutes = el.reading_time?.value ?? null;
    return {
      name,
      jobTitle: person?.jobTitle ?? null,
      office: person?.officeName ?? null,
      photo: person?.photo ?? null,
      href: slug ? slugHref(ctx, slug) : (ownPage ?? external),
      external: !slug && !ownPage && external !== null,
      readingTime: minutes !== null && minutes > 0 ? Math.round(minutes) : null,
      background: toBackground(el.background_color__options),
    };
  },
});
