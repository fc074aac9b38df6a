/**
 * The FAQ's questions, which the pre-rendered page shows; their answers (faq-answers.ts) load with
 * the accordion. The answers are true of the product as built; keep them so when it changes.
 */
export const FAQ_QUESTIONS = [
  'Is StratBlocks really free?',
  'Do I need to know how to program?',
  'Which markets can I test?',
  'How realistic are the backtests?',
  'What data do you collect about me?',
  'Can I export my strategies and results?',
  'Is this investment advice?',
] as const;

export type FaqQuestion = (typeof FAQ_QUESTIONS)[number];

/** A question tapped on the placeholder before the accordion's code arrived; `focused`: its button had the focus. */
export interface FaqTap {
  question: FaqQuestion;
  focused: boolean;
}
