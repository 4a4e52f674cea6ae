import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  sailingCreateSchema,
  sailingUpdateSchema,
  type SailingCreate,
  type SailingDetail,
  type SailingListItem,
  type SailingUpdate,
} from '@segla/core';
import {
  REPORTED_FINISHES,
  REPORTED_FINISHES_LABEL,
  REPORTED_FINISHES_LABELS,
  type ReportedFinishes,
} from '@segla/core/sailing';
import { DEFAULT_PROTEST_MINUTES, MAX_PROTEST_MINUTES } from '@segla/core/board';
import type { FeeSettings } from '@segla/core/fees';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import {
  FeeFields,
  feeFieldValues,
  type FeeFieldValues,
} from '../../../components/form/fee-fields.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { stockholmToday } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { useCreateSailing } from '../api/create-sailing.ts';
import { useUpdateSailing } from '../api/update-sailing.ts';

/** A series or course the form offers. */
export interface SailingChoice {
  id: number;
  name: string;
}

/**
 * The club's series and courses, for the form's selects. The page passes them in: this
 * feature does not fetch another feature's data.
 */
export interface SailingFormChoices {
  series: readonly SailingChoice[];
  courses: readonly SailingChoice[];
}

export const SAILING_CREATED = 'Seglingen är skapad.';
export const SAILING_SAVED = 'Seglingen är sparad.';

/** The form's fields, named as the API names them so a 400 lands under its field. */
type SailingFormValues = {
  name: string;
  start_date: string;
  start_time: string;
  serie: string;
  course: string;
  description: string;
  /** The checkbox "Anmälan öppen": `reg_status` open or closed. */
  reg_status: boolean;
  /** "Sista anmälningstid" (issue 13): 'YYYY-MM-DDTHH:MM' as a datetime-local input has it. */
  entry_deadline: string;
  /** "Rapporterade måltider räknas" (issue 13); '' when the sailing shown does not say. */
  reported_finishes: ReportedFinishes | '';
  /** "Protesttid (minuter)" (issue 30); null when the sailing shown does not say (a list item). */
  protest_minutes: string | null;
} & FeeFieldValues;

/**
 * A sailing the form changes: a list item, with the detail's last entry time, reported
 * finishes setting, protest time and fees when it has them.
 */
export type EditableSailing = SailingListItem & {
  entry_deadline?: string | null;
  reported_finishes?: ReportedFinishes;
  protest_minutes?: number;
} & Partial<FeeSettings>;

/** 'HH:MM:SS' as a time input shows it: 'HH:MM' unless the seconds matter. */
function timeInputValue(time: string | null): string {
  if (!time) return '';
  return time.endsWith(':00') ? time.slice(0, 5) : time;
}

function initialValues(sailing: EditableSailing | undefined): SailingFormValues {
  if (!sailing) {
    return {
      name: '',
      start_date: stockholmToday(),
      start_time: '',
      serie: '',
      course: '',
      description: '',
      reg_status: false,
      entry_deadline: '',
      reported_finishes: 'after_approval',
      protest_minutes: String(DEFAULT_PROTEST_MINUTES),
      ...feeFieldValues(),
    };
  }
  return {
    name: sailing.name,
    start_date: sailing.start_date,
    start_time: timeInputValue(sailing.start_time),
    serie: sailing.serie ? String(sailing.serie.id) : '',
    course: sailing.course ? String(sailing.course.id) : '',
    description: sailing.description,
    reg_status: sailing.reg_status === 'open',
    entry_deadline: sailing.entry_deadline ?? '',
    reported_finishes: sailing.reported_finishes ?? '',
    protest_minutes: sailing.protest_minutes === undefined ? null : String(sailing.protest_minutes),
    ...feeFieldValues(sailing),
  };
}

/**
 * The fee fields as the API reads them. A list item does not carry the fees: each left empty
 * there is left out, so saving does not clear it; a typed one is sent.
 */
function feesOf(values: SailingFormValues, sailing?: EditableSailing) {
  const unknown = sailing !== undefined && sailing.entry_fee === undefined;
  const fees = {
    entry_fee: values.entry_fee,
    late_fee: values.late_fee,
    late_from: values.late_from,
  };
  if (!unknown) return fees;
  return Object.fromEntries(Object.entries(fees).filter(([, value]) => value !== ''));
}

/**
 * The fields as the API reads them ('' for none: the schemas read it as null). A list item does
 * not carry the last entry time: left empty there, it is left out, so it stays as it is.
 */
function fieldsOf(values: SailingFormValues, sailing?: EditableSailing) {
  const deadlineUnknown = sailing !== undefined && sailing.entry_deadline === undefined;
  return {
    name: values.name,
    start_date: values.start_date,
    start_time: values.start_time,
    serie: values.serie,
    course: values.course,
    description: values.description,
    reg_status: values.reg_status ? ('open' as const) : ('closed' as const),
    ...(deadlineUnknown && values.entry_deadline === ''
      ? {}
      : { entry_deadline: values.entry_deadline }),
    // Left out when unknown (a list item), so saving does not change it.
    ...(values.reported_finishes ? { reported_finishes: values.reported_finishes } : {}),
    // Likewise the protest time limit (issue 30).
    ...(values.protest_minutes !== null ? { protest_minutes: values.protest_minutes } : {}),
    ...feesOf(values, sailing),
  };
}

/** The choices as select options, with the sailing's own (perhaps not loaded yet) kept. */
function optionsOf(
  choices: readonly SailingChoice[],
  current: SailingChoice | null | undefined,
  none: string,
) {
  const list = [...choices];
  if (current && !list.some((choice) => choice.id === current.id)) list.push(current);
  return [
    { value: '', label: none },
    ...list.map((choice) => ({ value: String(choice.id), label: choice.name })),
  ];
}

/**
 * A sailing's form (docs/product.md §11): name, date, start time, series, course, description,
 * whether entries are open, the protest time limit (§17) and the entry fees (§18). Without
 * `sailing` it creates one (`POST /api/sailings/`), with it it changes that one (`PUT`, the form
 * naming its id).
 */
export function SailingForm({
  sailing,
  clubId,
  choices,
  onSaved,
  onCancel,
}: {
  /** The sailing to change; left out, the form creates a new one. */
  sailing?: EditableSailing;
  /** The club a new sailing belongs to (staff must name it; a club account may). */
  clubId?: number;
  choices: SailingFormChoices;
  /** After the answer (the toast is shown already). */
  onSaved: (sailing: SailingDetail) => void;
  onCancel?: () => void;
}) {
  const create = useCreateSailing();
  const update = useUpdateSailing();
  const { form, alert, busy, onSubmit } = useServerForm<
    SailingFormValues,
    SailingCreate | SailingUpdate,
    SailingDetail
  >({
    initialValues: initialValues(sailing),
    schema: sailing ? sailingUpdateSchema : sailingCreateSchema,
    toPayload: (values) =>
      sailing
        ? { id: sailing.id, ...fieldsOf(values, sailing) }
        : { ...(clubId !== undefined ? { club: clubId } : {}), ...fieldsOf(values) },
    submit: (payload) =>
      sailing ? update.mutateAsync(payload) : create.mutateAsync(payload as SailingCreate),
    onSuccess: (saved) => {
      notify.success(sailing ? SAILING_SAVED : SAILING_CREATED);
      onSaved(saved);
    },
    context: sailing ? 'Ändra segling' : 'Ny segling',
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Namn"
          withAsterisk
          size="lg"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Datum"
            type="date"
            withAsterisk
            size="lg"
            {...form.getInputProps('start_date')}
          />
          <TextInput label="Starttid" type="time" size="lg" {...form.getInputProps('start_time')} />
        </SimpleGrid>
        <NativeSelect
          label="Serie"
          size="lg"
          data={optionsOf(choices.series, sailing?.serie, 'Ingen serie')}
          {...form.getInputProps('serie')}
        />
        <NativeSelect
          label="Bana"
          size="lg"
          data={optionsOf(choices.courses, sailing?.course, 'Ingen bana')}
          {...form.getInputProps('course')}
        />
        <Textarea label="Beskrivning" size="lg" rows={4} {...form.getInputProps('description')} />
        <Checkbox
          label="Anmälan öppen"
          description="Seglare kan anmäla sig själva när seglingen är publicerad."
          size="lg"
          {...form.getInputProps('reg_status', { type: 'checkbox' })}
        />
        <TextInput
          label="Sista anmälningstid"
          description="Valfri. Seglare kan anmäla sig fram till dess."
          type="datetime-local"
          size="lg"
          {...form.getInputProps('entry_deadline')}
        />
        <FeeFields form={form} size="lg" />
        {form.values.reported_finishes !== '' && (
          <NativeSelect
            label={REPORTED_FINISHES_LABEL}
            description="Seglare som gått i mål kan rapportera sin måltid själva."
            size="lg"
            data={REPORTED_FINISHES.map((value) => ({
              value,
              label: REPORTED_FINISHES_LABELS[value],
            }))}
            {...form.getInputProps('reported_finishes')}
          />
        )}
        {form.values.protest_minutes !== null && (
          <TextInput
            label="Protesttid (minuter)"
            description="Räknas från att seglingen avslutas."
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_PROTEST_MINUTES}
            size="lg"
            {...form.getInputProps('protest_minutes')}
          />
        )}
        <FormActions busy={busy} onCancel={onCancel} size="lg" />
      </Stack>
    </form>
  );
}
