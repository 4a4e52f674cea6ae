/** Up to two capital initials of a name, for a club's badge: 'Segelsällskapet Bris' → 'SB'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^[A-ZÅÄÖ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return letters || name.slice(0, 2).toUpperCase();
}
