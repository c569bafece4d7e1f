/** button_container_component (spec 3.10): a row of buttons, aligned left, right, center or spread. */
import type { ButtonContainerAlignment } from '../../schema/constants/component-defaults';
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';

const alignments: Record<ButtonContainerAlignment, string> = {
  left: 'justify-start',
  right: 'justify-end',
  center: 'justify-center',
  spread: 'justify-between',
};

export function ButtonContainer({ alignment, buttons, background, edit }: BlockProps<'button_container_component', 'edit'>) {
  if (buttons.length === 0) return null;
  return (
    <Section background={background} className="py-6 md:py-8">
      <Container className={cx('flex flex-wrap items-center gap-4', alignments[alignment])} {...edit('buttons')}>
        {buttons.map((button, index) => (
          <ButtonLink key={index} {...button} edit={edit} />
        ))}
      </Container>
    </Section>
  );
}
