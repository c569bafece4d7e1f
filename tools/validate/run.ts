/**
 * `npm run validate`: reads every item of the configured environment through the items feed and
 * checks it, and the components in its rich text, against the generated JSON Schemas; with `--types`, compares the environment's content
 * types with the code's model instead (./types.ts). Exit 0 when clean, 1 when there are problems, 2
 * when the check could not run (configuration, network, access), with one line saying why.
 */
import { DeliveryOutageError } from '../../renderer/delivery/circuit';
import { DeliveryError } from '@kontent-ai/delivery-sdk';
import { DeliveryHttpError } from '../../renderer/delivery/http-service';
import { editItemUrl } from '../../renderer/render/smart-link';
import { CODENAMES } from '../../schema/components';
import { contentModel } from '../../schema/content-model';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import { createLanguageCheck, type ComponentCount, type Problem, type TypeCount } from './check';
import { openDelivery, type Transport } from './delivery';
import { forEachFeedPage, readLanguages } from './feed';
import { formatJson, formatText, type ValidationReport } from './report';
import { loadTypeValidators, SCHEMA_DIR } from './schemas';
import { compareModel, formatDriftJson, formatDriftText, readEnvironmentTypes, type DriftReport } from './types';

export const EXIT = { clean: 0, problems: 1, failed: 2 } as const;

export type ValidateOptions = { preview: boolean; language?: Locale; type?: string; json: boolean; types?: boolean };

export type ValidateIo = {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: { write: (text: string) => void; isTTY: boolean };
  /** Replaces the transport chosen from the configuration (tests). */
  transport?: Transport;
  schemaDir?: string;
};

/** A reason the check cannot run that needs no more words than its message. */
class CannotRun extends Error {}

const progressLine = (io: ValidateIo, enabled: boolean) => {
  let shown = false;
  return {
    show: (text: string) => {
      if (!enabled) return;
      io.stderr.write(`\r\x1b[2K${text}`);
      shown = true;
    },
    clear: () => {
      if (shown) io.stderr.write('\r\x1b[2K');
      shown = false;
    },
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One line naming what went wrong and, where it helps, what to change. */
export const describeFailure = (error: unknown): string => {
  const oneLine = (text: string) =>
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' ');
  if (error instanceof DeliveryError) {
    const hint = error.errorCode === 3 ? ' Check KONTENT_DELIVERY_KEY (or KONTENT_PREVIEW_KEY with --preview).' : '';
    return oneLine(`The Delivery API refused the request: ${error.message}${hint}`);
  }
  if (!(error instanceof Error)) return oneLine(String(error));
  // A call that gave up (renderer/delivery/circuit.ts): what it gave up on says what to check.
  if (error instanceof DeliveryOutageError) return describeFailure(error.cause);
  if (error instanceof DeliveryHttpError) {
    const access = error.response.status === 401 || error.response.status === 403 ? ' Check the API keys.' : '';
    return `The Delivery API answered HTTP ${error.response.status} (${error.message}).${access}`;
  }
  const { cause } = error;
  if (error.message === 'fetch failed' && isRecord(cause)) {
    const reason = typeof cause.message === 'string' ? cause.message : String(cause.code ?? 'network error');
    return oneLine(`Cannot reach the Delivery API: ${reason}. Check the network and KONTENT_ENVIRONMENT_ID.`);
  }
  return oneLine(error.message);
};

const merge = (into: Map<string, TypeCount>, counts: Iterable<TypeCount>) => {
  for (const c of counts) {
    const total = into.get(c.type) ?? { ...c, items: 0, problems: 0 };
    total.items += c.items;
    total.problems += c.problems;
    into.set(c.type, total);
  }
};

const validate = async (options: ValidateOptions, io: ValidateIo, progress: ReturnType<typeof progressLine>): Promise<ValidationReport> => {
  const schemaDir = io.schemaDir ?? SCHEMA_DIR;
  const validators = await loadTypeValidators(schemaDir).catch((error: unknown) => {
    throw new CannotRun(`Cannot load the JSON Schemas in ${schemaDir} (${describeFailure(error)}); run npm run schema:export`);
  });
  if (options.type !== undefined && !validators.has(options.type)) {
    throw new CannotRun(`Type '${options.type}' has no JSON Schema; types with one: ${[...validators.keys()].join(', ')}`);
  }
  const { config, client } = openDelivery(io.env, io.transport);
  if (options.preview && config.mode === 'hosted' && config.previewKey === undefined) {
    throw new CannotRun('--preview needs the Preview API key: set KONTENT_PREVIEW_KEY');
  }
  const locales: readonly Locale[] = options.language ? [options.language] : LOCALES;
  const languages = [...new Set(locales.map((locale) => config.languages[locale]))];

  progress.show('Reading the languages…');
  const known = await readLanguages(client, options.preview);
  for (const locale of locales) {
    const codename = config.languages[locale];
    if (!known.includes(codename)) {
      throw new CannotRun(`Locale ${locale} maps to the Kontent language '${codename}' (KONTENT_LANGUAGES), which the environment does not have; it has: ${known.join(', ')}`);
    }
  }

  const problems: Problem[] = [];
  const counts = new Map<string, TypeCount>();
  const components: ComponentCount = { checked: 0, problems: 0 };
  for (const language of languages) {
    const check = createLanguageCheck({
      language,
      preview: options.preview,
      validators,
      componentTypes: new Set<string>(CODENAMES),
      onlyType: options.type,
      editUrl: (item) => editItemUrl({ environmentId: config.environmentId, languageCodename: language }, item.system.id),
    });
    let read = 0;
    progress.show(`Checking ${language} items…`);
    await forEachFeedPage(client, { language, preview: options.preview }, (items, components) => {
      check.add(items, components);
      read += items.length;
      progress.show(`Checking ${language} items… ${read.toLocaleString('en-US')}`);
    });
    const result = check.finish();
    problems.push(...result.problems);
    merge(counts, result.counts.values());
    components.checked += result.components.checked;
    components.problems += result.components.problems;
  }
  return {
    environment: config.environmentId,
    source: config.mode,
    preview: options.preview,
    languages,
    onlyType: options.type ?? null,
    problems,
    types: [...counts.values()].sort((a, b) => a.type.localeCompare(b.type)),
    components,
  };
};

const checkTypes = async (options: ValidateOptions, io: ValidateIo, progress: ReturnType<typeof progressLine>): Promise<DriftReport> => {
  const { config, client } = openDelivery(io.env, io.transport);
  if (options.preview && config.mode === 'hosted' && config.previewKey === undefined) {
    throw new CannotRun('--preview needs the Preview API key: set KONTENT_PREVIEW_KEY');
  }
  progress.show('Reading the content types…');
  const environment = await readEnvironmentTypes(client, options.preview);
  const model = contentModel();
  return { environment: config.environmentId, source: config.mode, types: environment.length, drift: compareModel(environment, model) };
};

/** Runs the check and prints the outcome; returns the exit code. */
export const runValidate = async (options: ValidateOptions, io: ValidateIo): Promise<number> => {
  const progress = progressLine(io, io.stderr.isTTY && !options.json);
  try {
    if (options.types) {
      const report = await checkTypes(options, io, progress);
      progress.clear();
      io.stdout(options.json ? formatDriftJson(report) : formatDriftText(report));
      return report.drift.length === 0 ? EXIT.clean : EXIT.problems;
    }
    const report = await validate(options, io, progress);
    progress.clear();
    io.stdout(options.json ? formatJson(report) : formatText(report));
    return report.problems.length === 0 ? EXIT.clean : EXIT.problems;
  } catch (error) {
    progress.clear();
    const message = describeFailure(error);
    if (options.json) io.stdout(`${JSON.stringify({ ok: false, error: message }, null, 2)}\n`);
    else io.stderr.write(`validate: ${message}\n`);
    return EXIT.failed;
  }
};
