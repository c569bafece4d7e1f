/**
 * A box shown in preview mode where a component could not be rendered, or rendered without some
 * of its content: it names the item, the element and the problem so an editor can fix it.
 */
import type { ContentIssue, ItemRef } from '../../schema/define';

type Group = { item: ItemRef; issues: ContentIssue[] };

const byItem = (issues: readonly ContentIssue[]): Group[] => {
  const groups = new Map<string, Group>();
  for (const issue of issues) {
    const key = `${issue.item.codename}|${issue.item.id}`;
    const group = groups.get(key) ?? { item: issue.item, issues: [] };
    group.issues.push(issue);
    groups.set(key, group);
  }
  return [...groups.values()];
};

export type EditorErrorProps = {
  issues: readonly ContentIssue[];
  /** True when the whole component is left out, false when only part of it is. */
  skipped: boolean;
  /** The CMS page that edits an item, when the environment is known. */
  editUrl?: (itemId: string) => string;
};

export function EditorError({ issues, skipped, editUrl }: EditorErrorProps) {
  return (
    <div className="px-4">
      <aside
        role="note"
        data-editor-error=""
        aria-label="Content problem (shown in preview only)"
        className="mx-auto my-6 max-w-5xl rounded-md border-2 border-dashed border-alert bg-alert-light px-5 py-4 font-sans text-sm text-alert-ink"
      >
        <p className="font-semibold tracking-wide uppercase">Content problem · {skipped ? 'this component is not shown' : 'part of this component is not shown'}</p>
        <p className="mt-1 text-xs text-alert-ink">Visible in preview only. Visitors do not see this box.</p>
        {byItem(issues).map(({ item, issues: list }) => (
          <div key={`${item.codename}|${item.id}`} className="mt-3">
            <p>
              <strong>{item.name}</strong> <code className="rounded bg-alert-100 px-1">{item.codename}</code> <span className="text-alert-ink">({item.type})</span>
              {editUrl && item.id ? (
                <>
                  {' · '}
                  <a href={editUrl(item.id)} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                    Edit in Kontent.ai
                  </a>
                </>
              ) : null}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {list.map((issue, index) => (
                <li key={index}>
                  <code className="rounded bg-alert-100 px-1">{issue.element}</code>: {issue.problem}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </aside>
    </div>
  );
}
