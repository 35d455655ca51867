export type ChartBar = { key: string; label: string; value: number; highlight?: boolean; estimate?: boolean };

const SLOT = 10;
const HEIGHT = 100;

/**
 * Drawn on the server. The SVG stretches, so its labels are HTML; a table beside it carries the
 * numbers. Room is kept for `slots` bars, so a short history keeps narrow bars.
 */
export function BarChart({ bars, label, slots = 12 }: { bars: ChartBar[]; label: string; slots?: number }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const columns = Math.max(1, slots, bars.length);
  const width = columns * SLOT;
  return (
    <figure className="grid gap-1.5">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full overflow-visible print:h-32"
      >
        {bars.map((bar, index) => {
          const height = max > 0 ? (bar.value / max) * (HEIGHT - 4) : 0;
          return (
            <rect
              key={bar.key}
              x={index * SLOT + 1.5}
              y={HEIGHT - height}
              width={SLOT - 3}
              height={height}
              data-estimate={bar.estimate ? "" : undefined}
              strokeDasharray={bar.estimate ? "2 1.5" : undefined}
              vectorEffect={bar.estimate ? "non-scaling-stroke" : undefined}
              className={bar.estimate ? "fill-primary/15 stroke-primary" : bar.highlight ? "fill-primary" : "fill-primary/45"}
            />
          );
        })}
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={1} vectorEffect="non-scaling-stroke" />
      </svg>
      <div aria-hidden="true" className="grid text-center text-[11px] text-muted-foreground" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {bars.map((bar) => (
          <span key={bar.key} className={bar.highlight ? "truncate font-semibold text-foreground" : "truncate"}>
            {bar.label}
          </span>
        ))}
      </div>
    </figure>
  );
}
