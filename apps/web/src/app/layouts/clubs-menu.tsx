import type { CurrentUser } from '@segla/core';
import { useRef } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { officialLinks } from './official-links.ts';
import './clubs-menu.css';

/**
 * The top bar's "Mina klubbar" (docs/product.md §6): a plain disclosure (the top bar is part of
 * the home page's first load, which has no Mantine) with a link per club she officiates.
 * Nothing for those without a role.
 */
export function ClubsMenu({ user }: { user: CurrentUser | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const links = officialLinks(user);
  if (links.length === 0) return null;
  const close = () => details.current?.removeAttribute('open');
  return (
    <details
      ref={details}
      className="clubs-menu"
      onBlur={(event) => {
        // Closes once focus leaves the menu (a tab away, a click elsewhere).
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <summary className="topbar-link">Mina klubbar</summary>
      <ul className="clubs-menu-list">
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to} className="clubs-menu-link" onClick={close}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
