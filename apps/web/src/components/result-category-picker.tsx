import type { ResultCategory } from '@segla/core';
import { useState } from 'react';
import { ResultSwitch } from './result-switch.tsx';

const ALL = 'alla';

/**
 * The prize category a result page shows (docs/product.md §12, issue 32): null for the whole
 * fleet. A category the result no longer has falls back to the whole fleet.
 */
export function useShownCategory(categories: readonly ResultCategory[] | undefined) {
  const [chosen, setChosen] = useState<number | null>(null);
  const category = categories?.find((candidate) => candidate.id === chosen) ?? null;
  return [category, setChosen] as const;
}

/**
 * "Visa: Alla | Dam | Junior …" above a result's tables when its club has prize categories with
 * a boat in it: a category shows only its boats, placed among themselves in the fleet's order,
 * with the fleet's points. The choice holds on paper too, which says so under the header.
 */
export function ResultCategoryPicker({
  categories,
  shown,
  onChange,
}: {
  categories: readonly ResultCategory[];
  shown: ResultCategory | null;
  onChange: (id: number | null) => void;
}) {
  if (categories.length === 0) return null;
  return (
    <div className="result-categories">
      <ResultSwitch
        label="Visa"
        options={[
          { value: ALL, label: 'Alla' },
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
        value={shown ? String(shown.id) : ALL}
        onChange={(value) => onChange(value === ALL ? null : Number(value))}
      />
      {shown && (
        <p className="result-note text-sm text-dimmed">
          {shown.name}: placering bland kategorins båtar, poäng från hela startgruppen.
        </p>
      )}
    </div>
  );
}
