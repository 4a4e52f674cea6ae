import { NavLink } from 'react-router';
import { prefetchPath } from '../lib/prefetch.ts';

/** Sub-page navigation styled as tabs; links, so every tab has its own URL. */
export function TabNav({
  label,
  items,
}: {
  label: string;
  items: { to: string; label: string; end?: boolean }[];
}) {
  return (
    <nav aria-label={label} className="tab-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className="tab-link"
              onMouseEnter={() => prefetchPath(item.to)}
              onFocus={() => prefetchPath(item.to)}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
