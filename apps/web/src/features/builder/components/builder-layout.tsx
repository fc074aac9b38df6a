import { useEffect, useState } from 'react';
import { Group, Panel, Separator, usePanelRef } from 'react-resizable-panels';
import { BlockLibrary } from './block-library';
import { BottomPanel, type BottomTab, type ResultsData } from './bottom-panel';
import { RightSidebar } from './right-sidebar';
import { CANVAS_ID } from './skip-to-canvas';
import { WorkspaceTabs } from './workspace-tabs';

/** docs/product.md#business-constants-and-limits: the bottom panel is 200 px at least, 350 by default, window height - 200 at most. */
const BOTTOM_MIN = 200;
const BOTTOM_DEFAULT = 350;
const TAB_BAR = 37;

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => {
      setHeight(window.innerHeight);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}

/**
 * The builder below its top bar: library, workspace and properties side by side, the results panel
 * under them (resizable by dragging; collapsed to its tab bar when no tab is open).
 */
export function BuilderLayout({
  leftOpen,
  rightOpen,
  bottomTab,
  onBottomTab,
  data,
  onSave,
  onLibraryAdd,
  libraryNotice,
}: {
  leftOpen: boolean;
  rightOpen: boolean;
  bottomTab: BottomTab | null;
  onBottomTab: (tab: BottomTab | null) => void;
  data: ResultsData;
  onSave: () => void;
  /** A tap, click or Enter on a library block. */
  onLibraryAdd: (blockName: string) => void;
  /** Where the last block added from the library went, for screen readers. */
  libraryNotice: string;
}) {
  const windowHeight = useWindowHeight();
  const panel = usePanelRef();
  const [maximised, setMaximised] = useState(false);
  useEffect(() => {
    const handle = panel.current;
    if (!handle) return;
    if (bottomTab === null) {
      if (!handle.isCollapsed()) handle.collapse();
    } else if (handle.isCollapsed()) {
      handle.expand();
      if (handle.getSize().inPixels < BOTTOM_MIN) handle.resize(BOTTOM_DEFAULT);
    }
  }, [bottomTab, panel]);
  return (
    <>
      <p role="status" className="sr-only">
        {libraryNotice}
      </p>
      {/*
        On a phone the side panels lie over the workspace and the results panel, from the top bar to
        the action bar, instead of squeezing the workspace to nothing or sharing its few pixels when
        the results are open: their containing block is this wrapper, not the workspace panel.
      */}
      <div className="relative flex min-h-0 flex-1 flex-col">
        <Group orientation="vertical" className="min-h-0 flex-1">
          <Panel id="workspace" minSize={120}>
            <div className="flex h-full min-h-0 md:relative">
              {leftOpen ? (
                <div className="w-60 shrink-0 border-r border-border bg-surface max-md:absolute max-md:inset-y-0 max-md:left-0 max-md:z-20 max-md:max-w-[85%] max-md:shadow-xl">
                  <BlockLibrary onAdd={onLibraryAdd} />
                </div>
              ) : null}
              <main
                id={CANVAS_ID}
                tabIndex={-1}
                aria-label="Strategy canvas"
                className="min-w-0 flex-1 focus:outline-none"
              >
                <WorkspaceTabs onSave={onSave} />
              </main>
              {rightOpen ? (
                <div className="w-72 shrink-0 border-l border-border bg-surface max-md:absolute max-md:inset-y-0 max-md:right-0 max-md:z-20 max-md:max-w-[85%] max-md:shadow-xl">
                  <RightSidebar />
                </div>
              ) : null}
            </div>
          </Panel>
          <Separator
            aria-label="Resize results panel"
            className="h-1 bg-border transition-colors hover:bg-accent data-[separator=active]:bg-accent"
          />
          <Panel
            id="results"
            panelRef={panel}
            collapsible
            collapsedSize={TAB_BAR}
            minSize={BOTTOM_MIN}
            defaultSize={TAB_BAR}
            maxSize={Math.max(BOTTOM_MIN, windowHeight - (maximised ? 176 : 200))}
            onResize={(size) => {
              if (size.inPixels <= TAB_BAR + 1 && bottomTab !== null) onBottomTab(null);
            }}
          >
            <BottomPanel
              tab={bottomTab}
              onTab={(tab) => {
                if (tab === null) setMaximised(false);
                onBottomTab(tab);
              }}
              maximised={maximised}
              onMaximise={() => {
                const handle = panel.current;
                if (!handle) return;
                if (handle.isCollapsed()) handle.expand();
                handle.resize(maximised ? BOTTOM_DEFAULT : windowHeight - 176);
                setMaximised(!maximised);
              }}
              data={data}
            />
          </Panel>
        </Group>
      </div>
    </>
  );
}
