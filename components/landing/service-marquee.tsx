import { getTranslations } from "next-intl/server";
import { landingIcon } from "./landing-icons";
import { Phrased } from "./phrased";
import { POPULAR_SERVICES } from "./popular-services";

function ServiceList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className="landing-marquee-list flex shrink-0 gap-3 pr-3" aria-hidden={hidden || undefined}>
      {POPULAR_SERVICES.map((service) => (
        <li
          key={service.name}
          className="flex items-center gap-2.5 rounded-full border bg-card py-2 pr-4 pl-2 text-sm font-medium whitespace-nowrap shadow-xs"
        >
          <img
            src={landingIcon(service.icon)}
            alt=""
            width={24}
            height={24}
            loading="lazy"
            decoding="async"
            className="size-6"
          />
          {service.name}
        </li>
      ))}
    </ul>
  );
}

export async function ServiceMarquee() {
  const t = await getTranslations("landing.services");
  return (
    <section aria-labelledby="services-title" className="border-y bg-muted/40 py-10">
      <h2 id="services-title" className="px-4 text-center text-sm font-medium text-muted-foreground">
        <Phrased text={t("title")} />
      </h2>
      <div className="landing-marquee mt-6 overflow-hidden">
        <div className="landing-marquee-track flex w-max" data-testid="service-marquee">
          <ServiceList />
          <ServiceList hidden />
        </div>
      </div>
    </section>
  );
}
