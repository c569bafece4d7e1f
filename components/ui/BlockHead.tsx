/** The headline over a list block, as an h2 (the page's h1 is its hero). */
import type { EditAttributes } from '../../schema/define';
import { Heading } from './Heading';

export function BlockHead({ text, ...edit }: { text: string | null } & EditAttributes) {
  if (!text) return null;
  return (
    <Heading as="h2" size="2xl" color="blue-dark" className="mb-8 md:mb-10" {...edit}>
      {text}
    </Heading>
  );
}
