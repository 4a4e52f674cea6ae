import { NavLink } from 'react-router';
import { prefetchPath } from '../lib/prefetch.ts';

/** A tab: its page's path, its name, and whether only that exact path makes it current. */
export interface TabNavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** Sub-page navigation styled as tabs; links, so every tab has its own URL. */
export function TabNav({ label, items }: { label: string; items: TabNavItem[] }) {
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
