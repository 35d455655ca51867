let zones: string[] | null = null;

/** Every IANA zone the browser knows, UTC first. Only the browser's list: the server's may differ. */
export function browserZones(): string[] {
  if (!zones) {
    const supported = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    zones = ["UTC", ...supported.filter((zone) => zone !== "UTC")];
  }
  return zones;
}

export function zoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}

function zoneParts(zone: string, locale: string, now: Date): { name: string; offset: string } {
  const part = (style: "longGeneric" | "longOffset") => {
    try {
      const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(now);
      return parts.find((piece) => piece.type === "timeZoneName")?.value ?? "";
    } catch {
      return "";
    }
  };
  const offset = part("longOffset").replace(/^GMT/, "UTC");
  return { name: part("longGeneric"), offset: offset === "UTC" ? "UTC+00:00" : offset };
}

/** "Taipei · 台北標準時間 (UTC+08:00)": the zone's city, its name in `locale`, and today's offset from UTC. */
export function localizedZoneLabel(zone: string, locale: string, now = new Date()): string {
  const city = zoneLabel(zone.split("/").at(-1) ?? zone);
  const { name, offset } = zoneParts(zone, locale, now);
  if (zone === "UTC") return `UTC (${offset})`;
  return name && !name.startsWith("GMT") ? `${city} · ${name} (${offset})` : `${city} (${offset})`;
}

/** Each zone as a searchable option: found by its city, its region, its localized name or its offset. */
export function zoneOptions(zones: readonly string[], locale: string): { value: string; label: string; keywords: string }[] {
  const now = new Date();
  return zones.map((zone) => ({ value: zone, label: localizedZoneLabel(zone, locale, now), keywords: zoneLabel(zone) }));
}
