/**
 * button__external___internal_link (spec 2.13, 2.14, 3.10): a themed button to a page, a URL, or
 * a drawer. Drawer buttons carry data attributes the drawer script listens for.
 */
import type { ButtonSize } from '../../schema/constants/component-defaults';
import type { ButtonLinkProps } from '../../schema/components/button__external___internal_link';
import type { ElementEditor } from '../../schema/define';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import type { Surface } from '../ui/tokens';

/** Spec 2.13: 'contact broker' opens the broker drawer unless the button is also 'form plus broker'. */
const drawerOf = ({ contactBrokerDrawer, formPlusBroker }: ButtonLinkProps): string | undefined => {
  if (formPlusBroker) return 'form-plus-broker';
  return contactBrokerDrawer ? 'contact-broker' : undefined;
};

export function ButtonLink({
  surface = 'light',
  size = 'md',
  edit,
  ...button
}: ButtonLinkProps & { surface?: Surface; size?: ButtonSize; edit: ElementEditor }) {
  return (
    <Button
      theme={button.theme}
      size={size}
      surface={surface}
      href={button.href}
      newTab={button.newTab}
      data-drawer={drawerOf(button)}
      data-drawer-item={button.contactBrokerDrawer ?? undefined}
      {...edit('button_text', button.itemId)}
    >
      {button.text}
    </Button>
  );
}

/** A button placed on its own in a page's component list. */
export function ButtonLinkBlock(props: ButtonLinkProps & { edit: ElementEditor }) {
  return (
    <Section background={props.background} className="py-6">
      <Container>
        <ButtonLink {...props} />
      </Container>
    </Section>
  );
}
