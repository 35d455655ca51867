// Hosted Supabase answers at most 1,000 rows per request by default, so longer lists are read in pages.
export const PAGE_SIZE = 1000;

export async function readAllPages<Row>(
  label: string,
  readPage: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await readPage(from, from + PAGE_SIZE - 1);
    if (error || !data) throw new Error(`Loading ${label} failed: ${error?.message ?? "no data"}`);
    rows.push(...data);
    if (data.length < PAGE_SIZE) return rows;
  }
}
