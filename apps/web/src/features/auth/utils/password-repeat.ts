export const PASSWORD_MISMATCH_MESSAGE = 'Lösenorden är inte lika.';

/**
 * The check of a new-password form's repeat field: the same new password twice, compared as
 * sent (trimmed, docs/product.md §5). For `useServerForm`'s `extraValidate`.
 */
export function checkPasswordRepeat(values: { new_password: string; repeat: string }): {
  repeat?: string;
} {
  return values.repeat.trim() === values.new_password.trim()
    ? {}
    : { repeat: PASSWORD_MISMATCH_MESSAGE };
}
