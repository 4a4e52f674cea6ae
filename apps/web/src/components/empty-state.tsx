import type { ReactNode } from 'react';

/** A calm message where a list has nothing to show. */
export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon}
      <p className="text-dimmed">{children}</p>
    </div>
  );
}
