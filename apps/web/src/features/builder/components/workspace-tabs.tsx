import { RotateCcw, Save } from 'lucide-react';
import { useBuilderStore, type BuilderTab } from '../store';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui';
import { LogicArea } from './logic-area';
import { RiskSettingsForm } from './risk-settings-form';
import { InputsSection } from './inputs-section';
import { StrategySettingsForm } from './strategy-settings-form';

const TABS: readonly { value: BuilderTab; label: string }[] = [
  { value: 'settings', label: 'Strategy Settings' },
  { value: 'entry', label: 'Entry Logic' },
  { value: 'exit', label: 'Exit Logic' },
  { value: 'risk', label: 'Risk Management' },
];

/** The centre: Strategy Settings, Entry Logic, Exit Logic and Risk Management, with Save and Reset. */
export function WorkspaceTabs({ onSave }: { onSave: () => void }) {
  const activeTab = useBuilderStore((state) => state.activeTab);
  const setActiveTab = useBuilderStore((state) => state.setActiveTab);
  const resetGeneral = useBuilderStore((state) => state.resetGeneral);
  const resetRisk = useBuilderStore((state) => state.resetRisk);
  const edit = useBuilderStore((state) => state.edit);
  const reset = () => {
    if (activeTab === 'settings') resetGeneral();
    else if (activeTab === 'risk') resetRisk();
    else if (activeTab === 'entry') {
      edit((document) => ({ ...document, entryLogicRows: [], entryLogic: { long: null, short: null } }));
    } else {
      edit((document) => ({
        ...document,
        exitLogicRows: [],
        exitLogic: { exit_long: null, exit_short: null },
      }));
    }
  };
  return (
    <Tabs
      value={activeTab}
      onValueChange={(value) => {
        setActiveTab(value as BuilderTab);
      }}
      className="flex h-full min-h-0 flex-col"
    >
      <div className="flex shrink-0 items-center border-b border-border bg-surface pr-2">
        <TabsList aria-label="Strategy sections" className="min-w-0 border-b-0 px-2">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} data-builder-tab={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={reset}
            aria-label={`Reset ${TABS.find((tab) => tab.value === activeTab)?.label ?? ''}`}
          >
            <RotateCcw className="size-4" aria-hidden /> <span className="hidden sm:inline">Reset</span>
          </Button>
          {/* Below 768 px the bottom action bar's Save takes its place. */}
          <Button
            size="sm"
            variant="outline"
            onClick={onSave}
            aria-label="Save strategy"
            className="max-md:hidden"
          >
            <Save className="size-4" aria-hidden /> <span className="hidden sm:inline">Save</span>
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <TabsContent value="settings" className="max-w-3xl p-4">
          <StrategySettingsForm />
          <InputsSection />
        </TabsContent>
        <TabsContent value="entry" className="p-3">
          <LogicArea tab="entry" />
        </TabsContent>
        <TabsContent value="exit" className="p-3">
          <LogicArea tab="exit" />
        </TabsContent>
        <TabsContent value="risk" className="max-w-3xl p-4">
          <RiskSettingsForm />
        </TabsContent>
      </div>
    </Tabs>
  );
}
