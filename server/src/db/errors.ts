/** Constraint violations by kind, whichever dialect raised them. */
const CODES = {
  unique: ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'],
  foreignKey: ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'],
} as const;

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null ? String(Reflect.get(error, 'code')) : '';
}

export const isUniqueViolation = (error: unknown) => (CODES.unique as readonly string[]).includes(codeOf(error));

/** SQLite reports an ON DELETE RESTRICT refusal as SQLITE_CONSTRAINT_TRIGGER; its message names the foreign key. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  if ((CODES.foreignKey as readonly string[]).includes(code)) return true;
  return (
    code === 'SQLITE_CONSTRAINT_TRIGGER' && error instanceof Error && error.message.includes('FOREIGN KEY constraint')
  );
}
