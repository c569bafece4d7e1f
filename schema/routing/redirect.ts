/**
 * The `redirect` content type (spec 2.3, schema/README.md): an old or short path kept alive. The
 * resolver and the route table read these elements (renderer/page/redirects.ts); the validate CLI
 * checks items against the JSON Schema generated from them.
 */
import { z } from 'zod';
import { multipleChoiceElement } from '../kontent';
import { requiredText } from '../elements';

/** Redirect statuses an editor may choose; any other is refused (spec 2.3). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;

/**
 * Kontent gives option codenames that start with a letter (`n301`), the demo writes `301`: the
 * digits name the status either way.
 */
const STATUS_OPTION = /^\D*(301|302|307|308)\D*$/;

export const redirectElementsSchema = z.looseObject({
  redirect_from: requiredText('Redirect source is required: a path such as /old-page/'),
  redirect_to: requiredText('Redirect target is required: a path such as /yacht-charter/ or an absolute URL'),
  status_code: multipleChoiceElement
    .extend({
      value: z
        .array(
          z.object({
            name: z.string(),
            codename: z.string().regex(STATUS_OPTION, `Status code must be one of: ${REDIRECT_STATUSES.join(', ')}`),
          }),
        )
        .max(1, 'Choose one status code'),
    })
    .optional(),
});

export type RedirectElements = z.output<typeof redirectElementsSchema>;

/** The chosen status, 301 when none is chosen (schema/README.md). */
export const redirectStatus = (elements: RedirectElements): (typeof REDIRECT_STATUSES)[number] => {
  const code = Number(elements.status_code?.value[0]?.codename.replace(/\D/g, ''));
  return REDIRECT_STATUSES.find((status) => status === code) ?? 301;
};
