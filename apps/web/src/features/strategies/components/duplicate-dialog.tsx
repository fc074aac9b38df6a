import { zodResolver } from '@hookform/resolvers/zod';
import { StrategyNameSchema } from '@stratblocks/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { Button, Dialog, DialogClose, DialogContent, TextField, toast } from '../../../ui';
import { useDuplicateStrategy } from '../mutations';
import type { StrategySummary } from '../summary';

const DuplicateFormSchema = z.object({ name: StrategyNameSchema });
type DuplicateForm = z.input<typeof DuplicateFormSchema>;

export interface DuplicateDialogProps {
  strategy: StrategySummary | null;
  onClose: () => void;
}

/** docs/product.md#validation-rules: the copy's name is non-blank and at most 100 characters. */
export function DuplicateDialog({ strategy, onClose }: DuplicateDialogProps) {
  return (
    <Dialog
      open={strategy !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {strategy ? (
        <DialogContent
          title="Duplicate strategy"
          description={`A copy of "${strategy.name}" with its settings and results.`}
        >
          <DuplicateForm key={strategy.id} strategy={strategy} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DuplicateForm({ strategy, onDone }: { strategy: StrategySummary; onDone: () => void }) {
  const duplicate = useDuplicateStrategy();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<DuplicateForm, unknown, { name: string }>({
    resolver: zodResolver(DuplicateFormSchema),
    defaultValues: { name: `${strategy.name} (Copy)`.slice(0, 100) },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await duplicate.mutateAsync({ id: strategy.id, name });
      toast.success('Strategy duplicated successfully!');
      onDone();
    } catch (error) {
      toast.error(`Failed to duplicate strategy: ${errorMessage(error, 'Failed to create strategy')}`);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label="Name of the copy"
        autoFocus
        error={errors.name?.message}
        {...register('name', {
          onChange: () => {
            clearErrors('name');
          },
        })}
      />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={duplicate.isPending}>
          Duplicate
        </Button>
      </div>
    </form>
  );
}
