/**
 * slider_people_component (spec 3.8 people slider employee: id, firstName, lastName, fullName,
 * personPicture, position, department, detailUrl, office; the departments form a distinct list
 * used as a filter; 9.6 headline size 'small'). Element names are this content model's: headline,
 * headline_size (small, medium, large), people (linked persons) and the background of 3.2. The
 * detail URL is the person's own page, none when they have no page.
 */
import { z } from 'zod';
import { PEOPLE_SLIDER_DEFAULTS, type Background } from '../constants/component-defaults';
import { PEOPLE_HEADLINE_SIZES, type PeopleHeadlineSize } from '../constants/editorial';
import { linkedPeople } from '../catalogue/person';
import { defineComponent } from '../define';
import { background, choice, firstChoice, linkedItems, optionalText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';

export type Employee = {
  id: number;
  codename: string;
  firstName: string;
  lastName: string;
  fullName: string;
  personPicture: MediaItem | null;
  position: string | null;
  department: { codename: string; name: string } | null;
  detailUrl: string | null;
  office: string | null;
};

export type SliderPeopleProps = {
  headline: string | null;
  headlineSize: PeopleHeadlineSize;
  employees: Employee[];
  /** Spec 3.8: each department once, in the order people name them. */
  departments: { codename: string; name: string }[];
  background: Background;
};

export const sliderPeopleComponent = defineComponent({
  codename: 'slider_people_component',
  elements: z.looseObject({
    headline: text().optional(),
    headline_size: choice('Headline size', PEOPLE_HEADLINE_SIZES).optional(),
    people: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SliderPeopleProps => {
    const employees = linkedPeople(ctx, 'people', el.people.value).map((p, id): Employee => ({
      id,
      codename: p.codename,
      firstName: p.firstName,
      lastName: p.lastName,
      fullName: p.fullName,
      personPicture: p.photo,
      position: p.jobTitle,
      department: p.department,
      detailUrl: p.href,
      office: p.officeName,
    }));
    const departments = [...new Map(employees.flatMap((e) => (e.department ? [[e.department.codename, e.department] as const] : []))).values()];
    return {
      headline: optionalText(el.headline),
      headlineSize: firstChoice(el.headline_size, PEOPLE_SLIDER_DEFAULTS.headlineSize),
      employees,
      departments,
      background: toBackground(el.background_color__options),
    };
  },
});
