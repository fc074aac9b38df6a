import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../ui';
import { FAQ_ANSWERS } from './faq-answers';
import { FAQ_QUESTIONS } from './faq-items';

/** One answer open at a time; the open one closes when its question is clicked again (the spec's rule). */
export default function FaqList() {
  return (
    <Accordion type="single" collapsible className="mt-12">
      {FAQ_QUESTIONS.map((question) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger className="text-base">{question}</AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">{FAQ_ANSWERS[question]}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
