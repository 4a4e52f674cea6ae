/** A sailing's or series' id from the path (`:sailing`, `:serie`); 0 when it is not one. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
