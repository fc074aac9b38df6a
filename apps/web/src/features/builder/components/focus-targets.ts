/**
 * Where keyboard focus goes after an action whose control closes or goes away, so that it never
 * falls to the page body (docs/builder.md, "Keyboard focus after an action").
 */

export const RUN_BUTTON_ID = 'builder-run-button';
/** The phone's Run Backtest, in the bottom action bar (the top bar's Run is hidden there). */
export const BOTTOM_RUN_BUTTON_ID = 'builder-bottom-run-button';

function focusIfShown(element: HTMLElement | null): boolean {
  // A control hidden at this width (display: none) cannot take focus: report it so the caller falls back.
  if (!element || element.getClientRects().length === 0) return false;
  element.focus();
  return document.activeElement === element;
}

/** The workspace's tab of a section (Entry Logic after a template: its rows are there). */
export function focusWorkspaceTab(tab: 'settings' | 'entry' | 'exit' | 'risk'): boolean {
  return focusIfShown(document.querySelector<HTMLElement>(`[data-builder-tab="${tab}"]`));
}

/** The Run button shown at this width (the top bar's, or the phone's action bar's), once the run modal closes. */
export function focusRunButton(): boolean {
  return (
    focusIfShown(document.getElementById(RUN_BUTTON_ID)) ||
    focusIfShown(document.getElementById(BOTTOM_RUN_BUTTON_ID))
  );
}
