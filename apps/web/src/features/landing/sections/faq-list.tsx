import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../ui';
import { FAQ } from './faq-items';

/** One answer open at a time; the open one closes when its question is clicked again (the spec's rule). */
export default function FaqList() {
  return (
    <Accordion type="single" collapsible className="mt-12">
      {FAQ.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
