/** The tree the XML reader builds: `@` attributes, `#text`, every value left as text. */
export type XmlValue = string | XmlNode | XmlValue[];
export type XmlNode = { [name: string]: XmlValue };

export function isNode(value: unknown): value is XmlNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function child(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const name of path) {
    if (!isNode(current)) return undefined;
    current = current[name];
  }
  return current;
}

export function children(value: unknown, name: string): unknown[] {
  const found = child(value, name);
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

// The parser expands no entities (a DOCTYPE could define billions of them); the five built-in ones
// and character references are all a bank file needs, and they cannot grow.
export function decodeXmlText(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Decoded, with runs of whitespace (banks wrap long text) made one space; null when empty. */
export function text(value: unknown, ...path: string[]): string | null {
  const found = child(value, ...path);
  const raw = typeof found === "string" ? found : isNode(found) && typeof found["#text"] === "string" ? found["#text"] : null;
  if (raw === null) return null;
  const decoded = decodeXmlText(raw);
  const clean = /\s\s|[\t\n\r]/.test(decoded) ? decoded.replace(/\s+/g, " ").trim() : decoded.trim();
  return clean === "" ? null : clean;
}

export function attribute(value: unknown, name: string): string | null {
  const found = child(value, `@${name}`);
  return typeof found === "string" && found.trim() !== "" ? found.trim() : null;
}
