import type { ReactNode } from 'react';

/** One of a result header's facts (a date, a course, a count) after its icon. */
export function ResultFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="result-fact">
      {icon}
      <span>{children}</span>
    </span>
  );
}

/**
 * A result's card on screen: club, name, facts and badges (`result-header`: off on paper).
 * Plain markup: a shared result link paints without Mantine (decision 0055).
 */
export function ResultHeader({
  club,
  title,
  facts,
  badges,
  children,
}: {
  club: string;
  title: string;
  facts: ReactNode;
  badges: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="card-block result-header">
      <div className="eyebrow">{club}</div>
      <h2 className="result-title">{title}</h2>
      <div className="result-facts">{facts}</div>
      <div className="result-badges">{badges}</div>
      {children}
    </header>
  );
}
