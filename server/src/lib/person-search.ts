/**
 * Matched in code rather than SQL: SQLite's lower() and LIKE fold only ASCII, so a Cyrillic name typed in
 * another case would match on PostgreSQL and not on SQLite. Callers keep this to lists of a few hundred rows.
 */
export function matchesPerson(person: { name: string; email: string }, search: string): boolean {
  const needle = search.toLocaleLowerCase();
  const reversed = person.name.split(' ').reverse().join(' ');
  return [person.name, reversed, person.email].some((text) => text.toLocaleLowerCase().includes(needle));
}
