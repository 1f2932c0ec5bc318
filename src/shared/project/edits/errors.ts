/** An edit that cannot be applied: names the argument and its value, e.g. `index 7: must be a scene index from 0 to 2`. */
export class EditError extends Error {
  constructor(
    readonly field: string,
    readonly value: unknown,
    reason: string,
  ) {
    super(`${field} ${typeof value === 'string' ? `'${value}'` : String(value)}: ${reason}`);
    this.name = 'EditError';
  }
}
