import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../ui';
import { FAQ_ANSWERS } from './faq-answers';
import { FAQ_QUESTIONS, type FaqTap } from './faq-items';

/**
 * One answer open at a time; the open one closes when its question is clicked again (the spec's
 * rule). `tapped`: a question tapped on the placeholder before this code arrived, open from the
 * start (and focused if its placeholder button was).
 */
export default function FaqList({ tapped }: { tapped: FaqTap | undefined }) {
  return (
    <Accordion type="single" collapsible defaultValue={tapped?.question} className="mt-12">
      {FAQ_QUESTIONS.map((question) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger className="text-base" autoFocus={tapped?.question === question && tapped.focused}>
            {question}
          </AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">{FAQ_ANSWERS[question]}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
