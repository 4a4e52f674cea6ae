import { startGroupStartSchema } from '@segla/core';
import { ClockTimeForm } from './clock-time-form.tsx';

/**
 * "Ändra starttid" of a start group on the Målgång page: the start time to the second. Saved
 * through the device's queue (`onSave`), so it works offline; the server recomputes every
 * elapsed time of the group (docs/product.md §11).
 */
export function StartTimeForm({
  startTime,
  onSave,
  onDone,
}: {
  startTime: string | null;
  onSave: (startTime: string) => Promise<unknown>;
  onDone: () => void;
}) {
  return (
    <ClockTimeForm
      field="start_time"
      label="Starttid"
      context="Ändra starttid"
      schema={startGroupStartSchema}
      time={startTime}
      onSave={onSave}
      onDone={onDone}
    />
  );
}
