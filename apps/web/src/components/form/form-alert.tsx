import { Alert } from '@mantine/core';

/** The alert above a form's fields: the error the fields cannot show (docs/product.md §5, §8). */
export function FormAlert({
  message,
  'data-testid': testId,
}: {
  message: string | null;
  /** Lets a test find this form's alert among others (e.g. the login modal's info alert). */
  'data-testid'?: string;
}) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" className="preline" data-testid={testId}>
      {message}
    </Alert>
  );
}
