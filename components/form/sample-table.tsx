import { useId, type ReactNode } from "react";

/** The first rows of a file, or how they will be read, in a table that scrolls sideways on a phone. */
export function SampleTable({ title, header, rows }: { title: string; header: readonly ReactNode[]; rows: readonly (readonly ReactNode[])[] }) {
  const titleId = useId();
  return (
    <section className="grid gap-2" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-medium">
        {title}
      </h3>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-left text-xs">
          <thead className="bg-muted/60">
            <tr>
              {header.map((name, index) => (
                <th key={index} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t">
                {header.map((_, index) => (
                  <td key={index} className="max-w-48 truncate px-2 py-1.5 whitespace-nowrap">
                    {row[index] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
