export type ButtonVariant =
  | 'filled'
  | 'orange'
  | 'green'
  | 'gray'
  | 'white'
  | 'white-red'
  | 'light-red'
  | 'default'
  | 'subtle';

/**
 * The class of a plain button or link styled as a button (styles.css `.btn`), for the Målgång
 * page and the home page's first load, which stay plain markup (decision 0053).
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
