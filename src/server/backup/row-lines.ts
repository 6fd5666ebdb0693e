/** Rows per table as the restore and move commands print them: one indented line a table, aligned. */
export function rowLines(tables: Record<string, number>): string[] {
  const width = Math.max(0, ...Object.keys(tables).map((table) => table.length));
  return Object.entries(tables)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, count]) => `  ${table.padEnd(width)}  ${count} ${count === 1 ? "row" : "rows"}`);
}
