/**
 * Spec 2.7 footer: office selector with the office map and its legend, newsletter block, link lists,
 * sustainability teaser, language switch, social and legal links, and the copyright line. Drawn by
 * its island (FooterContent) from compact data: the footer is on every page, and its data is a
 * third of the size of its element tree in the RSC payload. The HTML is the same server render.
 */
import { FooterContent, type FooterContentProps } from './FooterContent.client';
import { toFooterData, type FooterModel } from './footer';

export type FooterProps = Omit<FooterContentProps, 'data'> & { model: FooterModel };

export function Footer({ model, ...rest }: FooterProps) {
  return <FooterContent data={toFooterData(model)} {...rest} />;
}
