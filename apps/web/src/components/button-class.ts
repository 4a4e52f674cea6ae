export type ButtonVariant =
  'filled' | 'orange' | 'gray' | 'white' | 'white-red' | 'default' | 'subtle';

/**
 * The class of a plain button or link styled as a button (styles.css `.btn`), for the shell
 * and home page, which do not load Mantine (decision 0022).
 */
export function buttonClass(
  variant: ButtonVariant = 'filled',
  options: { size?: 'sm' | 'md'; className?: string } = {},
): string {
  return ['btn', `btn-${variant}`, options.size === 'sm' ? 'btn-sm' : null, options.className]
    .filter(Boolean)
    .join(' ');
}
