/**
 * Spec 2.7 footer: office selector with the office map and its legend, newsletter block, link lists,
 * sustainability teaser, language switch, social and legal links, and the copyright line. A server
 * component: the office selector and the legal links are the only islands.
 */
import { FooterContent, type FooterContentProps } from './FooterContent';
import { toFooterData, type FooterModel } from './footer';

export type FooterProps = Omit<FooterContentProps, 'data'> & { model: FooterModel };

export function Footer({ model, ...rest }: FooterProps) {
  return <FooterContent data={toFooterData(model)} {...rest} />;
}
