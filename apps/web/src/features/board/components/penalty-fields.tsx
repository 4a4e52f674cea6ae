import { Button, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  DECISION_CODE_LABELS,
  DECISION_CODES,
  REDRESS_METHOD_LABELS,
  REDRESS_METHODS,
} from '@segla/core/board';
import { IconTrash } from '@tabler/icons-react';
import type { BoatOption } from '../utils/protest-boats.ts';
import type { DecisionValues, PenaltyRow } from '../utils/decision-payload.ts';

const CODE_OPTIONS = DECISION_CODES.map((code) => ({
  value: code,
  label: DECISION_CODE_LABELS[code],
}));

const METHOD_OPTIONS = [
  { value: '', label: 'Välj' },
  ...REDRESS_METHODS.map((method) => ({ value: method, label: REDRESS_METHOD_LABELS[method] })),
];

/**
 * One boat's penalty or redress in the decision form: the boat and the code; for SCP its
 * "Procent", for RDG how it is scored and, for stated points, "Poäng". Phone-first: the fields
 * stack in one column, two side by side from a wider screen.
 */
export function PenaltyFields({
  form,
  index,
  row,
  boats,
  errors,
}: {
  form: UseFormReturnType<DecisionValues>;
  index: number;
  row: PenaltyRow;
  boats: readonly BoatOption[];
  /** The schema's messages about this form's rows, by '<index>.<field>'. */
  errors: Record<string, string>;
}) {
  // A change anywhere in the rows makes the last check's messages stale: they go.
  const field = (name: keyof PenaltyRow) => {
    const props = form.getInputProps(`penalties.${index}.${name}`) as Record<string, unknown> & {
      onChange: (event: unknown) => void;
    };
    return {
      ...props,
      onChange: (event: unknown) => {
        props.onChange(event);
        form.clearFieldError('penalties');
      },
      error: errors[`${index}.${name}`],
    };
  };
  return (
    <Fieldset legend={`Rad ${index + 1}`} className="penalty-row">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Båt"
          data={[{ value: '', label: 'Välj båt' }, ...boats]}
          {...field('competitor')}
        />
        <NativeSelect label="Kod" data={CODE_OPTIONS} {...field('code')} />
        {row.code === 'SCP' && (
          <TextInput
            label="Procent"
            inputMode="numeric"
            autoComplete="off"
            rightSection="%"
            {...field('percent')}
          />
        )}
        {row.code === 'RDG' && (
          <NativeSelect
            label="Gottgörelse räknas som"
            data={METHOD_OPTIONS}
            {...field('redress_method')}
          />
        )}
        {row.code === 'RDG' && row.redress_method === 'stated' && (
          <TextInput label="Poäng" inputMode="decimal" autoComplete="off" {...field('points')} />
        )}
      </SimpleGrid>
      <Button
        variant="subtle"
        color="red"
        mt="sm"
        leftSection={<IconTrash size={18} aria-hidden />}
        aria-label={`Ta bort rad ${index + 1}`}
        onClick={() => {
          form.removeListItem('penalties', index);
          form.clearFieldError('penalties');
        }}
      >
        Ta bort
      </Button>
    </Fieldset>
  );
}
