/**
 * previous_next_yacht_component (spec 2.8, 3.7, 4.3): the back button ('back to selection' or
 * 'back to search') and the previous and next yacht of the list the visitor came from.
 */
import type { PreviousNextYachtProps } from '../../schema/components/previous_next_yacht_component';
import type { ElementEditor } from '../../schema/define';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { YachtNavigation } from './YachtNavigation.lazy.client';
import { wordsOf, type Translator } from '../../schema/words';

export function PreviousNextYacht(props: PreviousNextYachtProps & { t: Translator; edit: ElementEditor }) {
  if (props.currentPath === null) return null;
  const { currentPath, defaultBackUrl, searchUrl, editorLabels, t, edit } = props;
  const labels = wordsOf(t, 'yachtList.navigation');
  return (
    <Section background={props.background} className="border-b border-gray-200">
      <Container className="py-2" {...edit('previous_label')}>
        <YachtNavigation
          input={{ currentPath, defaultBackUrl, searchUrl }}
          labels={{ ...labels, previous: editorLabels.previous ?? labels.previous, next: editorLabels.next ?? labels.next }}
        />
      </Container>
    </Section>
  );
}
