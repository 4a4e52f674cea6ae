import { Button } from '@mantine/core';
import { competitorTimingSchema } from '@segla/core';
import { ClockTimeForm } from './clock-time-form.tsx';

/**
 * The correction of a finish time to the second ("Ändra måltid"). Saved through the device's
 * queue (`onSave`) with the time shown before as the edit's base, so an edit made over another
 * phone's change becomes a conflict in the change log instead of overwriting it.
 */
export function FinishTimeForm({
  finishTime,
  onSave,
  onRemove,
  onDone,
}: {
  finishTime: string | null;
  onSave: (finishTime: string) => Promise<unknown>;
  /** "Ta bort måltid": the boat is back among those racing. */
  onRemove?: () => void;
  onDone: () => void;
}) {
  return (
    <ClockTimeForm
      field="finish_time"
      label="Måltid"
      context="Ändra måltid"
      schema={competitorTimingSchema}
      time={finishTime}
      onSave={onSave}
      onDone={onDone}
    >
      {onRemove && (
        <Button variant="light" color="red" size="lg" fullWidth mt="md" onClick={onRemove}>
          Ta bort måltid
        </Button>
      )}
    </ClockTimeForm>
  );
}
