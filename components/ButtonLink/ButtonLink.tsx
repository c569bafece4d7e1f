/**
 * button__external___internal_link (spec 2.13, 2.14, 3.10): a themed button to a page, a URL, or
 * a drawer. Drawer buttons carry data attributes the drawer script listens for.
 */
import type { ButtonSize } from '../../schema/constants/component-defaults';
import type { ButtonLinkProps } from '../../schema/components/button__external___internal_link';
import type { ElementEditor } from '../../schema/define';
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { defined } from '../ui/tokens';
import type { Surface } from '../ui/tokens';

/** The drawer contract's attributes (spec 2.13): the global drawer host opens what they name. */
export const drawerAttributes = ({ drawer, contactBrokerDrawer, formPlusBroker }: ButtonLinkProps) =>
  defined({
    'data-drawer': drawer ?? undefined,
    'data-drawer-item': drawer ? (contactBrokerDrawer ?? undefined) : undefined,
    'data-drawer-broker': drawer === 'form' && formPlusBroker ? 'true' : undefined,
  });

export function ButtonLink({ surface = 'light', size = 'md', edit, ...button }: ButtonLinkProps & { surface?: Surface; size?: ButtonSize; edit: ElementEditor }) {
  return (
    <Button theme={button.theme} size={size} surface={surface} href={button.href} newTab={button.newTab} {...drawerAttributes(button)} {...edit('button_text', button.itemId)}>
      {button.text}
    </Button>
  );
}

/** A button placed on its own in a page's component list. */
export function ButtonLinkBlock(props: BlockProps<'button__external___internal_link', 'edit'>) {
  return (
    <Section background={props.background} className="py-6">
      <Container>
        <ButtonLink {...props} />
      </Container>
    </Section>
  );
}
