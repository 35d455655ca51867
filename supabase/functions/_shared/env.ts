export function envString(name: string, fallback = ""): string {
  const value = Deno.env.get(name)?.trim();
  return value ? value : fallback;
}

export function envPositiveInt(name: string, fallback: number): number {
  const value = Number(Deno.env.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function upstreamTimeoutMs(): number {
  return envPositiveInt("UPSTREAM_TIMEOUT_MS", 5000);
}
