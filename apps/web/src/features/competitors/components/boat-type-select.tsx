import { Select } from '@mantine/core';
import type { BoatModel } from '@segla/core';
import { useMemo, useState } from 'react';

/** At most this many names in the open list: the SRS list holds thousands. */
const SHOWN_OPTIONS = 50;

/**
 * "Båttyp": a searchable select over the boat models' names. A type the SRS list lacks (a
 * dinghy sailed without handicap, an old entry) can still be chosen: what is typed, and the
 * value already saved, are offered as options of their own.
 */
export function BoatTypeSelect({
  boatModels,
  value,
  onChange,
  error,
}: {
  boatModels: readonly BoatModel[];
  value: string;
  /** The chosen type, and its boat model when it is one. */
  onChange: (boatType: string, model: BoatModel | null) => void;
  error?: React.ReactNode;
}) {
  const [search, setSearch] = useState(value);
  const byName = useMemo(
    () => new Map(boatModels.map((model) => [model.name, model])),
    [boatModels],
  );
  const data = useMemo(() => {
    const own = [value, search.trim()].filter(
      (name, index, list) => name !== '' && !byName.has(name) && list.indexOf(name) === index,
    );
    // The SRS list first: Enter on a typed prefix picks the model, not the prefix itself.
    return [...byName.keys(), ...own];
  }, [byName, value, search]);

  return (
    <Select
      label="Båttyp"
      searchable
      size="md"
      data={data}
      limit={SHOWN_OPTIONS}
      value={value === '' ? null : value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(name) => onChange(name ?? '', name ? (byName.get(name) ?? null) : null)}
      nothingFoundMessage="Ingen båttyp hittades"
      classNames={{ option: 'boat-type-option' }}
      renderOption={({ option }) =>
        byName.has(option.value) ? (
          option.label
        ) : (
          <span>
            {option.label} <span className="text-dimmed">(egen båttyp)</span>
          </span>
        )
      }
      error={error}
    />
  );
}
