/**
 * `npm run validate -- --types`: content model drift. Reads the environment's content types
 * through the SDK (GET /types, every page) and compares each with the code's model
 * (schema/content-model.ts, generated from the schema modules): an element the code reads that the
 * type lacks, an element the code does not know, an element of another Kontent type, a
 * multiple-choice option the code needs that the type does not offer, a type the code has no
 * module for (its items can be neither checked nor rendered), and a modelled type the environment
 * lacks. Each is a problem: exit 1, as for content.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { z } from 'zod';
import { queryConfig } from '../../renderer/delivery/query-config';
import type { ModelType } from '../../schema/content-model';

export type DriftKind = 'missing element' | 'extra element' | 'element type' | 'missing option' | 'unknown type' | 'missing type';

export type Drift = { type: string; element: string | null; kind: DriftKind; problem: string };

const environmentTypeSchema = z.object({
  system: z.object({ codename: z.string(), id: z.string().optional() }).loose(),
  elements: z.array(z.object({ codename: z.string(), type: z.string(), options: z.array(z.object({ codename: z.string() }).loose()).optional() }).loose()),
});

export type EnvironmentType = z.infer<typeof environmentTypeSchema>;

/** The environment's types through the SDK's types() query, every page of them. */
export const readEnvironmentTypes = async (client: IDeliveryClient, preview: boolean): Promise<EnvironmentType[]> => {
  const response = await client.types().queryConfig(queryConfig(preview)).toAllPromise();
  return z.array(environmentTypeSchema).parse(response.data.items);
};

const compareType = (model: ModelType, actual: EnvironmentType): Drift[] => {
  const drift: Drift[] = [];
  const type = model.codename;
  const elements = new Map(actual.elements.map((element) => [element.codename, element]));
  for (const [codename, expected] of Object.entries(model.elements)) {
    const found = elements.get(codename);
    if (!found) {
      const need = expected.required ? 'its items fail without it' : 'it is read when present';
      drift.push({ type, element: codename, kind: 'missing element', problem: `the code reads this ${expected.type} element (${model.source}; ${need}), but the type has no such element` });
      continue;
    }
    if (found.type !== expected.type) {
      drift.push({ type, element: codename, kind: 'element type', problem: `is a ${found.type} element; the code reads it as ${expected.type} (${model.source})` });
      continue;
    }
    const offered = new Set((found.options ?? []).map((option) => option.codename));
    const lacking = (expected.options ?? []).filter((option) => !offered.has(option));
    if (found.type === 'multiple_choice' && lacking.length > 0) {
      drift.push({ type, element: codename, kind: 'missing option', problem: `does not offer the option${lacking.length === 1 ? '' : 's'} ${lacking.join(', ')} the code accepts (${model.source})` });
    }
  }
  for (const element of actual.elements) {
    if (!(element.codename in model.elements)) {
      drift.push({
        type,
        element: element.codename,
        kind: 'extra element',
        problem: `this ${element.type} element is not in the code's model (${model.source}): nothing shows what editors put in it`,
      });
    }
  }
  return drift;
};

/** Every difference between the environment's types and the code's model, by type then element. */
export const compareModel = (environment: readonly EnvironmentType[], model: ReadonlyMap<string, ModelType>): Drift[] => {
  const drift: Drift[] = [];
  const seen = new Set<string>();
  for (const actual of [...environment].sort((a, b) => a.system.codename.localeCompare(b.system.codename))) {
    const type = actual.system.codename;
    seen.add(type);
    const expected = model.get(type);
    if (expected) drift.push(...compareType(expected, actual));
    else drift.push({ type, element: null, kind: 'unknown type', problem: 'the code has no schema module for this type: its items are neither checked nor rendered' });
  }
  for (const [type, expected] of model) {
    if (!seen.has(type)) drift.push({ type, element: null, kind: 'missing type', problem: `the code models this type (${expected.source}), but the environment has no such type` });
  }
  return drift;
};

export type DriftReport = { environment: string; source: 'hosted' | 'local'; types: number; drift: Drift[] };

export const formatDriftText = (report: DriftReport): string => {
  const lines: string[] = [];
  let current: string | null = null;
  for (const d of report.drift) {
    if (d.type !== current) {
      if (current !== null) lines.push('');
      lines.push(d.type);
      current = d.type;
    }
    lines.push(`  ${d.element ?? '(type)'}: ${d.kind}: ${d.problem}`);
  }
  if (lines.length > 0) lines.push('');
  const where = report.source === 'local' ? 'local content' : `environment ${report.environment}`;
  const types = new Set(report.drift.map((d) => d.type)).size;
  lines.push(
    `Content types of ${where}: ${report.types} compared with the code's model: ` +
      (report.drift.length === 0 ? 'no drift.' : `${report.drift.length} ${report.drift.length === 1 ? 'difference' : 'differences'} in ${types} ${types === 1 ? 'type' : 'types'}.`),
  );
  return `${lines.join('\n')}\n`;
};

export const formatDriftJson = (report: DriftReport): string =>
  `${JSON.stringify({ ok: report.drift.length === 0, environment: report.environment, source: report.source, types: report.types, drift: report.drift }, null, 2)}\n`;
