export type ButtonVariant = 'filled' | 'orange' | 'green' | 'gray' | 'white' | 'default' | 'subtle';

/**
 * The class of a plain button or link styled as a button (styles.css `.btn`), for the Målgång
 * page, which paints without Mantine (decision 0041), and the parts of the shell still plain.
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
