/** action_bar_component: a navy bar with one line and one or two buttons (a drawer button opens its drawer, spec 2.13). */
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Section } from '../ui/Section';

export function ActionBar({ text, buttons, background, edit }: BlockProps<'action_bar_component', 'edit'>) {
  return (
    <Section background={background} className="py-8">
      <div className="pg-full">
        <div className="ab-row">
          <p className="ab-text" {...edit('text')}>
            {text}
          </p>
          {buttons.length > 0 ? (
            <div className="ab-btns" {...edit('buttons')}>
              {buttons.map((button, index) => (
                <ButtonLink key={index} {...button} surface="dark" theme={index === 0 ? button.theme : 'secondary'} edit={edit} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
