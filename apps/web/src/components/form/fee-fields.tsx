import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_ENTRY_FEE } from '@segla/core/fees';

/** The entry-fee fields of a sailing's or a series' form, as typed (docs/product.md §18). */
// A type, not an interface: form values need an index signature (use-server-form).
export type FeeFieldValues = {
  /** "Anmälningsavgift (kr)": whole kronor as typed, '' for none. */
  entry_fee: string;
  /** "Efteranmälningsavgift (kr)". */
  late_fee: string;
  /** "Efteranmälan från": 'YYYY-MM-DDTHH:MM' as a datetime-local input has it. */
  late_from: string;
};

/** A fee as a number input shows it: '' for none. */
export function feeInputValue(fee: number | null | undefined): string {
  return fee === null || fee === undefined ? '' : String(fee);
}

/** The form values of fees as the API answered them ('' where none). */
export function feeFieldValues(fees?: {
  entry_fee?: number | null;
  late_fee?: number | null;
  late_from?: string | null;
}): FeeFieldValues {
  return {
    entry_fee: feeInputValue(fees?.entry_fee),
    late_fee: feeInputValue(fees?.late_fee),
    late_from: fees?.late_from ?? '',
  };
}

/**
 * "Anmälningsavgift (kr)", "Efteranmälningsavgift (kr)" and "Efteranmälan från", shared by the
 * sailing and the series form so both ask for fees alike.
 */
export function FeeFields<Values extends FeeFieldValues>({
  form,
  size,
}: {
  form: UseFormReturnType<Values>;
  /** 'lg' on the phone-first sailing form. */
  size?: 'lg';
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Anmälningsavgift (kr)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ENTRY_FEE}
          size={size}
          {...form.getInputProps('entry_fee')}
        />
        <TextInput
          label="Efteranmälningsavgift (kr)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ENTRY_FEE}
          size={size}
          {...form.getInputProps('late_fee')}
        />
      </SimpleGrid>
      <TextInput
        label="Efteranmälan från"
        type="datetime-local"
        size={size}
        {...form.getInputProps('late_from')}
      />
    </>
  );
}
