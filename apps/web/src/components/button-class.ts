export type ButtonVariant =
  | 'filled'
  | 'orange'
  | 'green'
  | 'gray'
  | 'white'
  | 'white-red'
  | 'default'
  | 'subtle'
  | 'light-red';

/**
 * The class of a plain button or link styled as a button (styles.css `.btn`), for the shell
 * and home page, which do not load Mantine (decision 0022), and for the Målgång page, which
 * paints without it (decision 0041).
 */
export function buttonClass(
  variant: ButtonVariant = 'filled',
  options: { size?: 'sm' | 'md' | 'lg'; className?: string } = {},
): string {
  return [
    'btn',
    `btn-${variant}`,
    options.size === 'sm' || options.size === 'lg' ? `btn-${options.size}` : null,
    options.className,
  ]
    .filter(Boolean)
    .join(' ');
}
