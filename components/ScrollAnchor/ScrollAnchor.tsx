/**
 * scroll_anchor_component: the 'scroll down' cue under an opening hero, a link to the place right
 * below it, which is its own target (spec 2.15 hash navigation): the cue, '#id' links and the
 * jump-to menu land there. The arrow bobs gently unless motion is reduced or disabled.
 */
import type { BlockProps } from '../ui/block';
import { cx } from '../ui/tokens';

export function ScrollAnchor({ id, label, cue, animated, t, edit }: BlockProps<'scroll_anchor_component', 't' | 'edit'>) {
  return (
    <>
      {cue ? (
        <div className="sa">
          <a href={`#${id}`} aria-label={t('scrollAnchor.cue', { label })} {...edit('text')}>
            <span>{cue}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={cx('sa-arrow', animated && 'sa-bob')}>
              <path d="M12 4v16M5 13l7 7 7-7" />
            </svg>
          </a>
        </div>
      ) : null}
      <div id={id} className="anc" data-anchor="" {...edit('anchor_text')} />
    </>
  );
}
