/**
 * previous_next_yacht_component (spec 2.8, 3.7, 4.3): the back button ('back to selection' or
 * 'back to search') and the previous and next yacht of the list the visitor came from.
 */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { YachtNavigation } from './YachtNavigation.lazy.client';
import { wordsOf } from '../../schema/words';

export function PreviousNextYacht(props: BlockProps<'previous_next_yacht_component', 't' | 'edit'>) {
  if (props.currentPath === null) return null;
  const { currentPath, defaultBackUrl, searchUrl, editorLabels, t, edit } = props;
  const labels = wordsOf(t, 'yachtList.navigation');
  return (
    <Section background={props.background} className="border-b border-gray-200">
      <Container className="py-2" {...edit('previous_label')}>
        <YachtNavigation input={{ currentPath, defaultBackUrl, searchUrl }} labels={{ ...labels, previous: editorLabels.previous ?? labels.previous, next: editorLabels.next ?? labels.next }} />
      </Container>
    </Section>
  );
}
