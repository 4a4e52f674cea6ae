import { forwardRef, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { prefetchPath } from '../lib/prefetch.ts';

type LinkProps = ComponentProps<typeof Link>;

function pathOf(to: LinkProps['to']): string | null {
  if (typeof to === 'string') return to.split(/[?#]/)[0] ?? null;
  return to.pathname ?? null;
}

/**
 * A router link that loads the target page's code on intent (hover, focus, touch), unless the
 * connection is 2g or data-saver is on (docs/product.md §9).
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  const { to, onMouseEnter, onFocus, onTouchStart } = props;
  const intent = () => {
    const path = pathOf(to);
    if (path) prefetchPath(path);
  };
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(event) => {
        intent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent();
        onTouchStart?.(event);
      }}
    />
  );
});
