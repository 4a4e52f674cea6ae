import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';

/**
 * Mantine's PasswordInput, made accessible: the field says it is invalid and points at its
 * error (Mantine leaves both out), and the show/hide button has a Swedish name.
 */
export function PasswordField(props: PasswordInputProps) {
  const generated = useId();
  const id = props.id ?? `password-${generated.replace(/:/g, '')}`;
  const { error } = props;
  const hasMessage = typeof error === 'string' || (typeof error === 'object' && error !== null);
  return (
    <PasswordInput
      {...props}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={hasMessage ? `${id}-error` : undefined}
      visibilityToggleButtonProps={{
        'aria-label': 'Visa eller dölj lösenordet',
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
}
