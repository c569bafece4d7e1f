/**
 * `content:publish`: what publishing in Kontent.ai does, for the local stand-in. It changes one
 * element of a stored item (published and preview), then sends the signed webhook Kontent.ai
 * would send to the running site, which revalidates the pages that show the item.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { signatureHelper } from '@kontent-ai/webhook-helper';
import { indexPathOf } from '../../services/kontent/item-index';
import { STORE_FILES } from '../../services/kontent/store';
import { itemsFileSchema, manifestSchema, type Variant } from '../../services/kontent/store-schema';
import { ensureWebhookSecret } from '../../services/kontent/webhook-secret';
import { writeVariants } from './write';

export type PublishOptions = {
  codename: string;
  language: string;
  set: readonly string[];
  contentDir: string;
  site: string;
  log: (line: string) => void;
};

const parseAssignment = (assignment: string): [string, string] => {
  const at = assignment.indexOf('=');
  if (at <= 0) throw new Error(`--set takes <element>=<text>, got '${assignment}'`);
  return [assignment.slice(0, at), assignment.slice(at + 1)];
};

/** Published and preview content both get the new version, as publishing does. */
const FILES = [STORE_FILES.published, STORE_FILES.preview];

/** Applies the changes to one items file; returns the changed variant, or null when it is not there. */
const updateFile = (file: string, options: PublishOptions, now: string) => {
  const variants = itemsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const target = variants.find((v) => v.system.codename === options.codename && v.system.language === options.language);
  if (!target) return null;
  for (const [element, text] of options.set.map(parseAssignment)) {
    const current = target.elements[element];
    if (!current) throw new Error(`'${options.codename}' has no element '${element}' (it has: ${Object.keys(target.elements).join(', ')})`);
    // Only elements whose value is text an editor types; the others need the CMS's own editors.
    if (current.type === 'rich_text') current.value = text.trimStart().startsWith('<') ? text : `<p>${text}</p>`;
    else if (current.type === 'text' || current.type === 'url_slug') current.value = text;
    else throw new Error(`'${element}' is a ${current.type} element; only text, rich_text and url_slug can be set`);
  }
  target.system.last_modified = now;
  const temporary = `${file}.${process.pid}.tmp`;
  // Written beside the file and renamed, so a reader never sees half a file.
  writeVariants(temporary, variants);
  // The index follows its file; stamped with the file's size and time, it is never used beside another.
  if (existsSync(indexPathOf(temporary))) renameSync(indexPathOf(temporary), indexPathOf(file));
  renameSync(temporary, file);
  return target;
};

/** The body Kontent.ai sends when an item variant is published. */
const webhookBody = (variant: Variant, environmentId: string) => ({
  notifications: [
    {
      data: {
        system: {
          id: variant.system.id,
          name: variant.system.name,
          codename: variant.system.codename,
          language: variant.system.language,
          type: variant.system.type,
          last_modified: variant.system.last_modified,
        },
      },
      message: { environment_id: environmentId, object_type: 'content_item', action: 'published', delivery_slot: 'published' },
    },
  ],
});

/**
 * Now as Kontent writes last_modified: seven fraction digits (100 ns), not the three of
 * toISOString, so two publishes within a millisecond still order (services/kontent/filters.ts).
 */
export const kontentNow = (): string => {
  const ms = performance.timeOrigin + performance.now();
  const ticks = String(Math.floor(ms * 10_000) % 10_000).padStart(4, '0');
  return new Date(Math.floor(ms)).toISOString().replace(/Z$/, `${ticks}Z`);
};

export const publish = async (options: PublishOptions): Promise<void> => {
  if (options.set.length === 0) throw new Error('Nothing to change: give at least one --set <element>=<text>');
  const now = kontentNow();
  const changed = FILES.map((name) => updateFile(path.join(options.contentDir, name), options, now));
  const variant = changed.find((entry) => entry !== null);
  if (!variant) throw new Error(`No item '${options.codename}' in language '${options.language}' in ${options.contentDir}`);
  options.log(`Published ${options.codename} (${options.language}): ${options.set.map((s) => parseAssignment(s)[0]).join(', ')}`);

  const { environmentId } = manifestSchema.parse(JSON.parse(readFileSync(path.join(options.contentDir, 'manifest.json'), 'utf8')));
  const body = JSON.stringify(webhookBody(variant, environmentId));
  const signature = signatureHelper.getHashFromString(body, ensureWebhookSecret(options.contentDir));
  const url = new URL('/api/revalidate/', options.site);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-kontent-ai-signature': signature }, body });
  } catch (error) {
    throw new Error(
      `The content changed, but the site at ${options.site} did not answer the webhook (${error instanceof Error ? error.message : String(error)}); it shows the change when its cache expires or on restart`,
    );
  }
  const answer = await response.text();
  if (!response.ok) throw new Error(`The site answered the webhook with ${response.status}: ${answer}`);
  options.log(`Webhook sent to ${url.href}: ${answer}`);
};
