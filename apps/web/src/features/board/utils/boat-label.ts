import type { ProtestBoat } from '@segla/core';

/** A boat as the board names it: '4101 Vindkraft' (the sail number and boat name, else her name). */
export function boatLabel(boat: Pick<ProtestBoat, 'sail_number' | 'boat_name' | 'name'>): string {
  const label = [boat.sail_number, boat.boat_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return label || boat.name.trim() || 'Namnlös båt';
}
