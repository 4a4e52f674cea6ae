/**
 * A router path (`/api/sailings/:id/`, `/clubs/:club/sailings/:sailing/finish`) as a RegExp
 * matching its concrete paths: `:param` is one non-empty segment, a trailing `*` anything.
 * With `optionalTrailingSlash`, the path matches with and without a slash at its end.
 */
export function routePattern(
  url: string,
  { optionalTrailingSlash = false }: { optionalTrailingSlash?: boolean } = {},
): RegExp {
  const escaped = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    .replace(/\\\*$/, '.*');
  return new RegExp(optionalTrailingSlash ? `^${escaped.replace(/\/$/, '')}/?$` : `^${escaped}$`);
}
