import {
  Checkbox,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  protestCreateSchema,
  type Protest,
  type ProtestCreate,
  type SailingDetail,
} from '@segla/core';
import {
  INFORMED_LABEL,
  PROTEST_KIND_LABELS,
  PROTEST_KINDS,
  type ProtestKind,
} from '@segla/core/board';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useFileProtest } from '../api/file-protest.ts';
import { FILED_TEXTS } from '../utils/board-texts.ts';
import { usePastDeadline } from '../hooks/use-past-deadline.ts';
import { deadlineOf } from '../utils/protest-deadline.ts';
import { RACE_COMMITTEE_LABEL } from '../utils/protest-parties.ts';
import { boatOption, ownBoats, sailingBoats } from '../utils/protest-boats.ts';
import { ProtestDeadlineClock } from './protest-deadline-clock.tsx';

/** Who files: a sailor for her own boats, an official for the race committee or any boat. */
export interface ProtestFiler {
  /** The signed-in sailor's id: her boats are the competitors linked to it. */
  sailorId: number | null;
  /** The club's officials ('racing'): may file for the race committee, and late with a reason. */
  official: boolean;
}

type ProtestValues = {
  kind: ProtestKind;
  /** The protestor's competitor id; '' is the race committee (officials only). */
  protestor: string;
  protested: string[];
  incident_time: string;
  incident_place: string;
  rules: string;
  description: string;
  informed: boolean;
  late_reason: string;
};

/**
 * "Lämna in protest" (docs/product.md §17): the kind, her boat (an official may file for the
 * race committee), the protested boats (none for a request for redress), when and where, the
 * rules, a description and whether she told the other boat. After the time limit an official
 * may give a reason to let it in; anyone else gets the server's 'Protesttiden gick ut 20:15.'
 * in the alert, shown beside the button she pressed.
 */
export function ProtestForm({
  sailing,
  filer,
  onDone,
  onCancel,
}: {
  sailing: SailingDetail;
  filer: ProtestFiler;
  onDone: (protest: Protest) => void;
  onCancel: () => void;
}) {
  const file = useFileProtest(sailing.id);
  const deadline = deadlineOf(sailing);
  const late = usePastDeadline(deadline);
  const mine = ownBoats(sailing, filer.sailorId);
  const protestors = filer.official ? sailingBoats(sailing) : mine;
  const { form, alert, busy, onSubmit } = useServerForm<ProtestValues, ProtestCreate, Protest>({
    initialValues: {
      kind: 'protest',
      // Her one boat is chosen for her; an official starts from the race committee.
      protestor: !filer.official && mine.length === 1 ? String(mine[0]!.id) : '',
      protested: [],
      incident_time: '',
      incident_place: '',
      rules: '',
      description: '',
      informed: false,
      late_reason: '',
    },
    schema: protestCreateSchema,
    toPayload: (values) => ({
      kind: values.kind,
      protestor: values.protestor,
      // A request for redress names no other boat; the boat filing is never protested.
      ...(values.kind === 'redress'
        ? {}
        : { protested: values.protested.filter((id) => id !== values.protestor) }),
      incident_time: values.incident_time,
      incident_place: values.incident_place,
      rules: values.rules,
      description: values.description,
      informed: values.informed,
      ...(filer.official && values.late_reason.trim() ? { late_reason: values.late_reason } : {}),
    }),
    extraValidate: (values) =>
      !filer.official && values.protestor === '' ? { protestor: 'Välj din båt.' } : {},
    submit: (payload) => file.mutateAsync(payload),
    onSuccess: (protest) => {
      notify.success(FILED_TEXTS[protest.kind]);
      onDone(protest);
    },
    context: 'Lämna in protest',
  });

  const redress = form.values.kind === 'redress';
  const others = sailingBoats(sailing).filter(
    (competitor) => String(competitor.id) !== form.values.protestor,
  );
  const protestorOptions = [
    ...(filer.official
      ? [{ value: '', label: RACE_COMMITTEE_LABEL }]
      : mine.length === 1
        ? []
        : [{ value: '', label: 'Välj båt' }]),
    ...protestors.map(boatOption),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Lämna in protest">
      <Stack gap="md">
        {deadline && <ProtestDeadlineClock deadline={deadline} />}
        <Radio.Group label="Typ" withAsterisk {...form.getInputProps('kind')}>
          <Stack gap="xs" mt={4}>
            {PROTEST_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={PROTEST_KIND_LABELS[kind]} />
            ))}
          </Stack>
        </Radio.Group>
        <NativeSelect
          label={filer.official ? 'Inlämnad av' : 'Din båt'}
          withAsterisk={!filer.official}
          data={protestorOptions}
          {...form.getInputProps('protestor')}
        />
        {!redress && (
          <Checkbox.Group
            label="Protesterade båtar"
            withAsterisk={form.values.kind === 'protest'}
            {...form.getInputProps('protested')}
          >
            <Stack gap="xs" mt={4} className="protest-boats">
              {others.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Inga andra båtar i seglingen.
                </Text>
              ) : (
                others.map((competitor) => {
                  const option = boatOption(competitor);
                  return <Checkbox key={option.value} value={option.value} label={option.label} />;
                })
              )}
            </Stack>
          </Checkbox.Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Tid för incidenten"
            placeholder="t.ex. 18:42"
            autoComplete="off"
            {...form.getInputProps('incident_time')}
          />
          <TextInput label="Plats" autoComplete="off" {...form.getInputProps('incident_place')} />
        </SimpleGrid>
        <TextInput
          label="Regler som brutits"
          placeholder="t.ex. 10, 14"
          autoComplete="off"
          {...form.getInputProps('rules')}
        />
        <Textarea
          label="Beskrivning"
          withAsterisk
          rows={5}
          {...form.getInputProps('description')}
        />
        {!redress && (
          <Checkbox
            label={INFORMED_LABEL}
            {...form.getInputProps('informed', { type: 'checkbox' })}
          />
        )}
        {filer.official && late && (
          <Textarea
            label="Skäl att godkänna sen inlämning"
            description="Protesttiden har gått ut. Med ett skäl tas protesten emot ändå."
            rows={2}
            {...form.getInputProps('late_reason')}
          />
        )}
        {/* Beside the button: a refusal (the time limit) is seen where she pressed. */}
        <FormAlert message={alert} />
        <FormActions busy={busy} onCancel={onCancel} submitLabel="Lämna in" />
      </Stack>
    </form>
  );
}
