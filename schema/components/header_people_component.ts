/**
 * header_people_component (spec 3.10 people pictures: heading, text_alignment left, right or
 * center, pictures_of_people [{fullname, photourl}]): a heading above a row of people's pictures.
 * pictures_of_people links person items (their name and photo); centred unless chosen; the text
 * under the heading and the background (spec 3.2) are this content model's.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { HEADER_PEOPLE_DEFAULTS, TEXT_ALIGNMENTS, type TextAlignment } from '../constants/editorial';
import { linkedPeople } from '../catalogue/person';
import { defineComponent } from '../define';
import { background, choice, firstChoice, linkedItems, optionalText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';

export type PictureOfPerson = { codename: string; fullName: string; photo: MediaItem | null; jobTitle: string | null };

export type HeaderPeopleProps = {
  heading: string | null;
  text: string | null;
  alignment: TextAlignment;
  people: PictureOfPerson[];
  background: Background;
};

export const headerPeopleComponent = defineComponent({
  codename: 'header_people_component',
  elements: z.looseObject({
    heading: text().optional(),
    text: text().optional(),
    text_alignment: choice('Text alignment', TEXT_ALIGNMENTS).optional(),
    pictures_of_people: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): HeaderPeopleProps => ({
    heading: optionalText(el.heading),
    text: optionalText(el.text),
    alignment: firstChoice(el.text_alignment, HEADER_PEOPLE_DEFAULTS.alignment),
    people: linkedPeople(ctx, 'pictures_of_people', el.pictures_of_people.value).map(({ codename, fullName, photo, jobTitle }) => ({ codename, fullName, photo, jobTitle })),
    background: toBackground(el.background_color__options),
  }),
});
