/**
 * A router path (`/api/sailings/:id/`) as a RegExp matching its concrete paths: `:param` is one
 * non-empty segment, a trailing `*` anything.
 */
export function routePattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    .replace(/\\\*$/, '.*');
  return new RegExp(`^${escaped}$`);
}
