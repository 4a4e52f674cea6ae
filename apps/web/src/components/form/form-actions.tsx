import { Button, Group } from '@mantine/core';

/**
 * The buttons at the foot of a form: "Avbryt" (when the form can be left) and the submit button,
 * busy while the request runs. Cancelling is held while a save is under way, so a form never
 * closes on a write whose answer is still to come.
 */
export function FormActions({
  busy,
  onCancel,
  submitLabel = 'Spara',
  size,
}: {
  busy: boolean;
  onCancel?: () => void;
  submitLabel?: string;
  /** 'lg' on the phone-first pages (Målgång, the sailing form). */
  size?: 'lg';
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" size={size} onClick={onCancel} disabled={busy}>
          Avbryt
        </Button>
      )}
      <Button type="submit" size={size} loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
