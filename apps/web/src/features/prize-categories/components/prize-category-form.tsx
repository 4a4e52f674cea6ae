import { Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { prizeCategoryCreateSchema, type PrizeCategory } from '@segla/core';
import {
  describeCategory,
  PRIZE_CATEGORY_RULE_LABELS,
  PRIZE_CATEGORY_RULES,
  isPrizeCategoryRule,
} from '@segla/core/prize-categories';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreatePrizeCategory } from '../api/create-prize-category.ts';
import { useUpdatePrizeCategory } from '../api/update-prize-category.ts';

/** The toasts of the form, as shown. */
export const PRIZE_CATEGORY_FORM_TEXTS = {
  added: 'Priskategorin är tillagd.',
  saved: 'Priskategorin är sparad.',
} as const;

/** The form's fields as typed; the years as text ('' for none). */
type PrizeCategoryFormValues = {
  name: string;
  rule: string;
  born_from: string;
  born_until: string;
};

function initialValues(category: PrizeCategory | undefined): PrizeCategoryFormValues {
  return {
    name: category?.name ?? '',
    rule: category?.rule ?? 'entry_flag',
    born_from: category?.born_from == null ? '' : String(category.born_from),
    born_until: category?.born_until == null ? '' : String(category.born_until),
  };
}

/**
 * The payload: a ticked category sends no years. Checked with the create schema for both a new
 * and a changed category: the form sends every field, so the rule and years are checked
 * together (docs/product.md §21), as the server checks a PUT once merged.
 */
function payloadOf(values: PrizeCategoryFormValues) {
  const byYear = values.rule === 'birth_year';
  return {
    name: values.name,
    rule: values.rule,
    born_from: byYear ? values.born_from : null,
    born_until: byYear ? values.born_until : null,
  };
}

/** The rule in words as typed so far ("Födda 2006 eller senare"), or nothing yet. */
function preview(values: PrizeCategoryFormValues): string | null {
  if (!isPrizeCategoryRule(values.rule)) return null;
  const year = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text) : null);
  const from = year(values.born_from);
  const until = year(values.born_until);
  if (values.rule === 'birth_year' && from === null && until === null) return null;
  return describeCategory({ rule: values.rule, born_from: from, born_until: until });
}

/**
 * A prize category's form (docs/product.md §21): "Namn", "Regel" ("Kryssas i anmälan" or
 * "Födelseår") and, by birth year, "Född från" and "Född till" (either may be empty). Without
 * `category` it adds one to the club's list (and empties itself); with it, it saves that one.
 */
export function PrizeCategoryForm({
  club,
  category,
  onDone,
}: {
  club: string;
  category?: PrizeCategory;
  /** After a save, and on "Avbryt" (a changed category's form only). */
  onDone?: () => void;
}) {
  const create = useCreatePrizeCategory(club);
  const update = useUpdatePrizeCategory();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: initialValues(category),
    schema: prizeCategoryCreateSchema,
    toPayload: payloadOf,
    submit: (payload) =>
      category ? update.mutateAsync({ id: category.id, ...payload }) : create.mutateAsync(payload),
    onSuccess: () => {
      notify.success(category ? PRIZE_CATEGORY_FORM_TEXTS.saved : PRIZE_CATEGORY_FORM_TEXTS.added);
      if (!category) form.reset();
      onDone?.();
    },
    context: category ? 'Ändra priskategori' : 'Lägg till priskategori',
  });
  const described = preview(form.values);
  const label = category ? `Ändra ${category.name}` : 'Ny priskategori';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md" maw={560}>
        <FormAlert message={alert} />
        <TextInput
          label="Namn"
          description="Till exempel Dam, Junior, Veteran eller Familj."
          withAsterisk
          {...form.getInputProps('name')}
        />
        <Radio.Group label="Regel" withAsterisk {...form.getInputProps('rule')}>
          <Group gap="lg" mt={4}>
            {PRIZE_CATEGORY_RULES.map((rule) => (
              <Radio key={rule} value={rule} label={PRIZE_CATEGORY_RULE_LABELS[rule]} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.rule === 'birth_year' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Född från"
              description="Tomt: ingen nedre gräns."
              inputMode="numeric"
              placeholder="t.ex. 2006"
              {...form.getInputProps('born_from')}
            />
            <TextInput
              label="Född till"
              description="Tomt: ingen övre gräns."
              inputMode="numeric"
              placeholder="t.ex. 1966"
              {...form.getInputProps('born_until')}
            />
          </SimpleGrid>
        )}
        {described && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {described}
          </Text>
        )}
        <FormActions
          busy={busy}
          onCancel={category ? onDone : undefined}
          submitLabel={category ? 'Spara' : 'Lägg till'}
        />
      </Stack>
    </form>
  );
}
