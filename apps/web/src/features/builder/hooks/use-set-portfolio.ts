import { EMPTY_PORTFOLIO, type PortfolioDraft } from '../model/portfolio';
import { withPortfolio } from '../model/with-portfolio';
import { useBuilderStore } from '../store';

/**
 * Writes the portfolio into the document as one undoable step (becoming a shared portfolio sizes
 * its positions to its slots: withPortfolio).
 */
export function useSetPortfolio(): (change: (portfolio: PortfolioDraft) => PortfolioDraft) => void {
  const edit = useBuilderStore((state) => state.edit);
  return (change) => {
    edit((document) => withPortfolio(document, change(document.portfolio ?? EMPTY_PORTFOLIO)));
  };
}
