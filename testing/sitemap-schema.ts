/**
 * Checks sitemap XML against the sitemaps.org schemas stored in schema/sitemap/xsd (libxml2's
 * validator compiled to WebAssembly, so no system package is needed).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const XSD = path.resolve(import.meta.dirname, '../schema/sitemap/xsd');
const file = (fileName: string) => ({ fileName, contents: readFileSync(path.join(XSD, fileName), 'utf8') });

export type XmlCheck = { valid: boolean; errors: string[] };

/** A urlset (with xhtml:link alternates) or a sitemap index, by its root element. */
export const validateSitemap = async (xml: string): Promise<XmlCheck> => {
  const isIndex = /<sitemapindex[\s>]/.test(xml);
  const result = await validateXML({
    xml: [{ fileName: isIndex ? 'index.xml' : 'sitemap.xml', contents: xml }],
    schema: [isIndex ? file('siteindex.xsd') : file('sitemap-with-alternates.xsd')],
    preload: isIndex ? [] : [file('sitemap.xsd'), file('xhtml-link.xsd')],
    maxMemoryPages: 16_384,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
};
