/**
 * The block contract (schema/block.ts) with React's node: a registry component declares its props
 * as `BlockProps<'codename', 't' | 'edit'>`, and a type that loads data exports
 * `withLoader(Component, load)`.
 */
import type { ReactNode } from 'react';
import type { BlockPropsOf, KitPart } from '../../schema/block';
import type { Codename } from '../../schema/components';

export { withLoader } from '../../schema/block';

/** A block's props: its type's props (by codename) and the parts of the renderer's kit it reads. */
export type BlockProps<K extends Codename, Uses extends KitPart = never> = BlockPropsOf<K, Uses, ReactNode>;
