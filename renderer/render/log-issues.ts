/** Content problems as log lines, shared by the component renderer and the configuration loader. */
import type { ContentIssue } from '../../schema/define';
import { log } from '../../schema/log';

export type Outcome = 'component-skipped' | 'component-incomplete';

/** One structured line per problem, so logs can be searched by codename, type or element. */
export const logIssues = (outcome: Outcome, issues: readonly ContentIssue[]): void => {
  for (const { item, element, problem } of issues) {
    log.error(`content: ${outcome}`, { outcome, codename: item.codename, type: item.type, element, problem });
  }
};
