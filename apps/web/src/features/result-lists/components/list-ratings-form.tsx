import { Stack, Text, TextInput } from '@mantine/core';
import {
  resultListRatingsSchema,
  type Competitor,
  type ResultList,
  type ResultListRatings,
} from '@segla/core';
import { RESULT_LIST_RATING_LABELS, type ResultListKind } from '@segla/core/sailing';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm, type PayloadSchema } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetListRatings } from '../api/set-list-ratings.ts';
import { ratingField, ratingText, typedRatingProblem } from '../utils/list-values.ts';

type RatingValues = Record<string, string>;

/**
 * The core schema of the ratings, and the rule of the list's kind (the one the server keeps),
 * each message about a boat put under that boat's field: the form hook files a message by the
 * first segment of its path, and the payload's is `ratings`.
 */
function ratingsSchema(kind: ResultListKind): PayloadSchema<ResultListRatings> {
  return {
    safeParse(payload) {
      const rows = (payload as { ratings: { competitor: number; rating: string }[] }).ratings;
      const parsed = resultListRatingsSchema.safeParse(payload);
      const issues = parsed.success
        ? []
        : parsed.error.issues.map((issue) => {
            const [first, index] = issue.path;
            const row = first === 'ratings' && typeof index === 'number' ? rows[index] : undefined;
            return {
              message: issue.message,
              path: row ? [ratingField(row.competitor)] : issue.path,
            };
          });
      for (const row of rows) {
        const problem = typedRatingProblem(kind, row.rating);
        if (problem) issues.push({ message: problem, path: [ratingField(row.competitor)] });
      }
      if (parsed.success && issues.length === 0) return parsed;
      return { success: false, error: { issues } };
    },
  };
}

/** What a boat is called beside her field: sail number and name, or her type. */
function boatLabel(competitor: Competitor): string {
  const name = competitor.boat_name || competitor.boat_type || competitor.name || '–';
  return [competitor.sail_number, name].filter(Boolean).join(' ');
}

/**
 * A PY or TCC list's ratings (`PUT /api/result-lists/{id}/ratings/`): one field per boat of the
 * start group; an empty field leaves the boat without a rating in this list. A rejected save
 * keeps every field as typed, the server's reason in the alert.
 */
export function ListRatingsForm({
  sailingId,
  list,
  competitors,
  onDone,
}: {
  sailingId: number;
  list: ResultList;
  /** The boats of the list's start group. */
  competitors: readonly Competitor[];
  onDone: () => void;
}) {
  const save = useSetListRatings(sailingId);
  const label = RESULT_LIST_RATING_LABELS[list.kind] ?? 'Tal';
  const current = new Map(list.ratings.map((entry) => [entry.competitor, entry.rating]));
  const initialValues: RatingValues = Object.fromEntries(
    competitors.map((competitor) => [
      ratingField(competitor.id),
      ratingText(current.get(competitor.id)),
    ]),
  );
  const server = useServerForm({
    initialValues,
    schema: ratingsSchema(list.kind),
    toPayload: (values) => ({
      ratings: competitors.map((competitor) => ({
        competitor: competitor.id,
        rating: values[ratingField(competitor.id)] ?? '',
      })),
    }),
    submit: (payload) => save.mutateAsync({ id: list.id, input: payload }),
    onSuccess: () => {
      notify.success('Talen har sparats.');
      onDone();
    },
    context: 'Spara tal i resultatlista',
  });
  if (competitors.length === 0) {
    return <Text>Startgruppen har inga båtar ännu. Lägg till deltagare först.</Text>;
  }
  return (
    <form onSubmit={server.onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {label} för varje båt. En båt utan tal får ingen placering i listan.
        </Text>
        <FormAlert message={server.alert} />
        <ul className="list-ratings">
          {competitors.map((competitor) => (
            <li key={competitor.id}>
              <TextInput
                label={boatLabel(competitor)}
                inputMode="decimal"
                autoComplete="off"
                classNames={{ root: 'list-rating', label: 'list-rating-label' }}
                {...server.form.getInputProps(ratingField(competitor.id))}
              />
            </li>
          ))}
        </ul>
        <FormActions busy={server.busy} onCancel={onDone} submitLabel="Spara tal" size="lg" />
      </Stack>
    </form>
  );
}
