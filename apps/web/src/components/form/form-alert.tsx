import { Alert } from '@mantine/core';

/** The alert above a form's fields: the error the fields cannot show (docs/product.md §5, §8). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" className="preline">
      {message}
    </Alert>
  );
}
