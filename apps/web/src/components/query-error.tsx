import { Alert, Button } from '@mantine/core';
import { describeError } from '../lib/api-error.ts';

/** The shared handler's message; a 400 about one field says what is wrong with it. */
function messageOf(error: unknown): string {
  const described = describeError(error);
  if (described.status !== 400) return described.message;
  return described.nonFieldError ?? Object.values(described.fieldErrors)[0] ?? described.message;
}

/** A failed fetch inside a page: the shared handler's message and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title="Det gick inte att hämta uppgifterna">
      {messageOf(error)}
      {onRetry && (
        <div>
          <Button variant="white" color="red" size="sm" mt={10} onClick={onRetry}>
            Försök igen
          </Button>
        </div>
      )}
    </Alert>
  );
}
