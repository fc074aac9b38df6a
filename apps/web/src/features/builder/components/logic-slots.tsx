import { AlertTriangle } from 'lucide-react';
import { SLOT_NAMES, SLOTS_OF_TAB, slotShown, type SlotKey } from '../model/slots';
import type { LogicTab } from '../model/rows';
import { slotNodeOf, useBuilderDocument, useBuilderStore } from '../store';
import { SlotPlace } from './slot-place';

/** The tab's slots: Entry Long (and Entry Short for Long/Short), or Exit Long (and Exit Short). */
export function LogicSlots({ tab }: { tab: LogicTab }) {
  const document = useBuilderDocument();
  const refusal = useBuilderStore((state) => state.refusal);
  const slots = SLOTS_OF_TAB[tab].filter((slot) => slotShown(slot, document.generalSetting.strategyType));
  return (
    <div className="grid gap-2 lg:grid-cols-2">
      {slots.map((slot: SlotKey) => (
        <section
          key={slot}
          role="group"
          aria-label={`${SLOT_NAMES[slot]} slot`}
          className="rounded-lg border border-border bg-surface p-2"
        >
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {SLOT_NAMES[slot]}
          </h3>
          <SlotPlace slot={slot} path={[]} node={slotNodeOf(document, slot)} />
          {refusal?.slot === slot ? (
            <p role="alert" className="mt-1.5 flex items-center gap-1 text-xs font-medium text-warning">
              <AlertTriangle className="size-3.5" aria-hidden />
              {refusal.message}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
