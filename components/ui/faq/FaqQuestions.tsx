/**
 * Questions with their answers as native disclosures (spec 3.10): `<details>` and `<summary>` open
 * and close with a click, Enter or Space, without JavaScript, and read as expandable to screen
 * readers. Each question carries its id, so `#{id}` links to its answer (open-hash.ts opens it).
 */
import type { ReactNode } from 'react';
import type { FaqQuestion } from '../../../schema/catalogue/faq_item';
import type { ElementEditor, RichTextRenderer } from '../../../schema/define';
import { Icon } from '../icons/Icon';
import { OPEN_HASH_SCRIPT } from './open-hash';

export function FaqQuestions({ questions, renderRichText, edit }: { questions: readonly FaqQuestion[]; renderRichText: RichTextRenderer<ReactNode>; edit: ElementEditor }) {
  if (questions.length === 0) return null;
  return (
    <>
      <div className="faq-list">
        {questions.map((question) => (
          <details key={question.id} id={question.id} className="faq-q">
            <summary className="faq-sum">
              <span {...edit('question', question.itemId)}>{question.question}</span>
              <Icon name="chevron" size={20} className="faq-ic" />
            </summary>
            <div className="faq-a" {...edit('answer', question.itemId)}>
              {renderRichText(question.answer)}
            </div>
          </details>
        ))}
      </div>
      <script dangerouslySetInnerHTML={{ __html: OPEN_HASH_SCRIPT }} />
    </>
  );
}
