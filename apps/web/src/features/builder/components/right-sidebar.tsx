import { findBlock } from '@stratblocks/engine';
import { isDropZone } from '../model/rows';
import { useBuilderDocument, useBuilderStore } from '../store';
import { ElementInspector } from './element-inspector';
import { RiskManagementGuide, StrategyBuilderGuide } from './guides';

/** The right sidebar, by tab (docs/product.md#screens-and-routes). */
export function RightSidebar() {
  const activeTab = useBuilderStore((state) => state.activeTab);
  return (
    <aside aria-label="Properties" className="flex h-full min-h-0 flex-col overflow-y-auto">
      {activeTab === 'settings' ? <StrategyBuilderGuide /> : null}
      {activeTab === 'risk' ? (
        <>
          <SelectedItem />
          <RiskManagementGuide />
        </>
      ) : null}
      {activeTab === 'entry' || activeTab === 'exit' ? <ElementInspector /> : null}
    </aside>
  );
}

function SelectedItem() {
  const document = useBuilderDocument();
  const selection = useBuilderStore((state) => state.selection);
  const rows = selection?.tab === 'exit' ? document.exitLogicRows : document.entryLogicRows;
  const element =
    selection && selection.element !== null
      ? rows.find((row) => row.id === selection.row)?.elements[selection.element]
      : undefined;
  if (!element || isDropZone(element)) {
    return (
      <p className="border-b border-border p-3 text-sm text-fg-muted">
        Select a block to see its properties.
      </p>
    );
  }
  const block = findBlock(element.name);
  return (
    <section aria-label="Selected item" className="border-b border-border p-3 text-sm">
      <h2 className="font-semibold">{element.name}</h2>
      <p className="mt-1 text-fg-muted">
        {element.description ?? block?.description ?? 'No description available'}
      </p>
      <p className="mt-1 text-xs text-fg-subtle">Type: {element.type ?? block?.type}</p>
    </section>
  );
}
