import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A prize category an entry may tick (docs/product.md §21): one the club ticks in entries. */
export interface EntryCategoryOption {
  id: number;
  name: string;
}

/**
 * "Priskategorier" of an entry (issue 32): one checkbox per category the club ticks in its
 * entries ("Dam", "Familj"); nothing when it has none. Shared by the club's competitor form
 * and the sailor's own entry. `value` holds the ticked ids as text (Mantine's checkboxes speak
 * strings).
 */
export function CategoryCheckboxes({
  categories,
  value,
  onChange,
  error,
  size,
}: {
  categories: readonly EntryCategoryOption[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  size?: 'md';
}) {
  if (categories.length === 0) return null;
  return (
    <Checkbox.Group label="Priskategorier" value={value} onChange={onChange} error={error}>
      <Group gap="lg" mt={4}>
        {categories.map((category) => (
          <Checkbox
            key={category.id}
            value={String(category.id)}
            label={category.name}
            size={size}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
