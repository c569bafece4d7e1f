/** The validate report as text for people and as one JSON document for tools. */
import type { ComponentCount, Problem, TypeCount } from './check';

export type ValidationReport = {
  environment: string;
  source: 'hosted' | 'local';
  preview: boolean;
  /** Kontent language codenames checked. */
  languages: string[];
  onlyType: string | null;
  problems: Problem[];
  /** Per type, summed over the languages; sorted by type. */
  types: TypeCount[];
  /** Components inside the items' rich text (not items: counted apart), summed over the languages. */
  components: ComponentCount;
};

const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

export const totals = (report: ValidationReport) => {
  const checked = report.types.filter((t) => t.checked);
  return {
    items: report.types.reduce((sum, t) => sum + t.items, 0),
    checkedItems: checked.reduce((sum, t) => sum + t.items, 0),
    problems: report.problems.length,
    itemsWithProblems: new Set(report.problems.map((p) => `${p.codename}\u0000${p.language}`)).size,
  };
};

/** Problems grouped by item and language, then the summary per type. */
export const formatText = (report: ValidationReport): string => {
  const lines: string[] = [];
  const groups = new Map<string, Problem[]>();
  for (const p of report.problems) {
    const key = `${p.codename}\u0000${p.language}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const problems of groups.values()) {
    const [first] = problems;
    if (!first) continue;
    const name = first.itemName !== first.codename ? ` "${first.itemName}"` : '';
    lines.push(`${first.codename} (${first.type}, ${first.language})${name}`);
    for (const p of problems) lines.push(`  ${p.element}: ${p.problem}`);
    lines.push(`  edit: ${first.editUrl}`, '');
  }
  const t = totals(report);
  const mode = `${report.source === 'local' ? 'local content' : `environment ${report.environment}`}, ${report.preview ? 'preview (drafts)' : 'published'}`;
  lines.push(`Items in ${report.languages.join(', ')} (${mode})${report.onlyType ? `, type ${report.onlyType}` : ''}:`);
  const checked = report.types.filter((c) => c.checked);
  const width = Math.max(28, ...checked.map((c) => c.type.length));
  lines.push(`  ${'type'.padEnd(width)}  ${'items'.padStart(6)}  ${'problems'.padStart(8)}`);
  for (const c of checked) lines.push(`  ${c.type.padEnd(width)}  ${number(c.items).padStart(6)}  ${number(c.problems).padStart(8)}`);
  const unchecked = report.types.filter((c) => !c.checked);
  if (unchecked.length > 0) {
    lines.push(`  not checked, no schema: ${unchecked.map((c) => `${c.type} (${number(c.items)})`).join(', ')}`);
  }
  if (report.components.checked > 0) {
    const { checked, problems } = report.components;
    lines.push(`  and ${plural(checked, 'component')} in rich text, with ${plural(problems, 'problem')}`);
  }
  lines.push(`${plural(t.checkedItems, 'item')} checked of ${number(t.items)}: ` + (t.problems === 0 ? 'no problems.' : `${plural(t.problems, 'problem')} in ${plural(t.itemsWithProblems, 'item')}.`));
  return `${lines.join('\n')}\n`;
};

export const formatJson = (report: ValidationReport): string => {
  const t = totals(report);
  const document = {
    ok: t.problems === 0,
    environment: report.environment,
    source: report.source,
    preview: report.preview,
    languages: report.languages,
    type: report.onlyType,
    problems: report.problems,
    summary: {
      items: t.items,
      checkedItems: t.checkedItems,
      problems: t.problems,
      itemsWithProblems: t.itemsWithProblems,
      types: report.types,
      components: report.components,
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
};
