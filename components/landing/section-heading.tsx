import { Phrased } from "./phrased";

type SectionHeadingProps = { id: string; title: string; subtitle?: string };

export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="landing-display text-3xl font-semibold text-balance sm:text-[2.75rem] sm:leading-[1.1]">
        <Phrased text={title} />
      </h2>
      {subtitle && <p className="mt-4 text-lg text-pretty text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
