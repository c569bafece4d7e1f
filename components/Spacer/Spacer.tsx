/** spacer_component (spec 3.10): vertical space between sections. */
import type { SpacerSize } from '../../schema/constants/component-defaults';
import type { BlockProps } from '../ui/block';
import { cx } from '../ui/tokens';

const heights: Record<SpacerSize, string> = {
  extra_small: 'h-4 md:h-6',
  small: 'h-8 md:h-12',
  medium: 'h-14 md:h-20',
  large: 'h-20 md:h-32',
};

export function Spacer({ size, background }: BlockProps<'spacer_component'>) {
  return <div aria-hidden="true" className={cx(heights[size], background === 'grey' ? 'bg-gray-50' : 'bg-white')} />;
}
