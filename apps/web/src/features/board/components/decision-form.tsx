import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { decisionSchema, type Competitor, type Decision, type Protest } from '@segla/core';
import { DECISION_OUTCOME_LABELS, DECISION_OUTCOMES } from '@segla/core/board';
import { IconPlus } from '@tabler/icons-react';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useDecideProtest } from '../api/decide-protest.ts';
import { BOARD_TEXTS } from '../utils/board-texts.ts';
import {
  decisionPayload,
  newPenaltyRow,
  penaltyErrors,
  type DecisionValues,
} from '../utils/decision-payload.ts';
import { boatOption } from '../utils/protest-boats.ts';
import { PenaltyFields } from './penalty-fields.tsx';

/** The boat a new row is for: the one asking for redress, else the first protested one. */
function firstBoat(protest: Protest): number | null {
  if (protest.kind === 'redress') return protest.protestor?.id ?? null;
  return protest.protested[0]?.id ?? null;
}

/**
 * "Beslut" (docs/product.md §17): the outcome (Ogillad, Bifallen, Återkallad), the facts found,
 * the conclusions and the rules that apply; when upheld, a row per boat penalised or given
 * redress. Applied to the results as one entry of the change log; a protest is decided once.
 */
export function DecisionForm({
  protest,
  boats,
  onDone,
  onCancel,
}: {
  protest: Protest;
  /** The sailing's boats: any of them may be penalised or given redress. */
  boats: readonly Competitor[];
  onDone: (protest: Protest) => void;
  onCancel: () => void;
}) {
  const decide = useDecideProtest(protest.sailing);
  const { form, alert, busy, onSubmit } = useServerForm<DecisionValues, Decision, Protest>({
    initialValues: { outcome: '', facts: '', conclusions: '', rules: '', penalties: [] },
    schema: decisionSchema,
    toPayload: decisionPayload,
    submit: (body) => decide.mutateAsync({ protestId: protest.id, body }),
    onSuccess: (saved) => {
      notify.success(BOARD_TEXTS.decided);
      onDone(saved);
    },
    context: 'Beslut',
  });

  const upheld = form.values.outcome === 'upheld';
  // The hook keeps one message for the list; the rows' own come from the schema itself.
  const checked = form.errors.penalties
    ? decisionSchema.safeParse(decisionPayload(form.values))
    : null;
  const errors = checked && !checked.success ? penaltyErrors(checked.error.issues) : null;
  // A message the schema does not give is the server's.
  const given = form.errors.penalties;
  const listError = !given ? null : errors ? errors.list : typeof given === 'string' ? given : null;
  const boatOptions = boats.map(boatOption);

  function chooseOutcome(value: string) {
    form.setFieldValue('outcome', value as DecisionValues['outcome']);
    // Upheld: one row to start from, for the boat the protest is most likely about.
    if (value === 'upheld' && form.values.penalties.length === 0) {
      form.insertListItem('penalties', newPenaltyRow(protest.kind, firstBoat(protest)));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Beslut">
      <Stack gap="md">
        <FormAlert message={alert} />
        <Radio.Group
          label="Beslut"
          withAsterisk
          {...form.getInputProps('outcome')}
          onChange={chooseOutcome}
        >
          <Group gap="lg" mt={4}>
            {DECISION_OUTCOMES.map((outcome) => (
              <Radio key={outcome} value={outcome} label={DECISION_OUTCOME_LABELS[outcome]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea label="Fastställda fakta" rows={4} {...form.getInputProps('facts')} />
        <Textarea label="Slutsatser" rows={3} {...form.getInputProps('conclusions')} />
        <TextInput
          label="Tillämpliga regler"
          placeholder="t.ex. 10, 64.1"
          autoComplete="off"
          {...form.getInputProps('rules')}
        />
        {upheld && (
          <section aria-labelledby="decision-penalties-heading" className="penalty-list">
            <Text fw={600} id="decision-penalties-heading">
              Straff och gottgörelse
            </Text>
            {form.values.penalties.map((row, index) => (
              <PenaltyFields
                key={row.key}
                form={form}
                index={index}
                row={row}
                boats={boatOptions}
                errors={errors?.rows ?? {}}
              />
            ))}
            {listError && (
              <Text c="red" size="sm" role="alert">
                {listError}
              </Text>
            )}
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => {
                form.insertListItem('penalties', newPenaltyRow(protest.kind, null));
                form.clearFieldError('penalties');
              }}
            >
              Lägg till båt
            </Button>
          </section>
        )}
        <FormActions busy={busy} onCancel={onCancel} submitLabel="Spara beslut" />
      </Stack>
    </form>
  );
}
