import { decodeXmlText, type XmlNode, type XmlValue } from "./xml-text";

export type XmlTree =
  | { ok: true; root: XmlNode; lineOf: (node: unknown) => number | undefined }
  | { ok: false; problem: "doctype" | "damaged"; line: number };

type Open = { name: string; node: XmlNode; text: string; elements: boolean; attributes: boolean };

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

// Element names become keys: "__proto__" would reach the object's prototype.
const keyOf = (name: string) => {
  const local = name.slice(name.indexOf(":") + 1);
  return local === "__proto__" ? "#proto" : local;
};

/** Turns offsets met in increasing order into 1-based line numbers, counting each newline once. */
function lineCounter(source: string): (offset: number) => number {
  let line = 1;
  let newline = source.indexOf("\n");
  return (offset) => {
    while (newline !== -1 && newline < offset) {
      line++;
      newline = source.indexOf("\n", newline + 1);
    }
    return line;
  };
}

function attach(parent: Open | undefined, document: XmlNode, name: string, value: XmlValue): void {
  const node = parent ? parent.node : document;
  if (parent) parent.elements = true;
  const existing = node[name];
  if (existing === undefined) node[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[name] = [existing, value];
}

function valueOf(open: Open): XmlValue {
  if (open.elements) return open.node;
  const text = open.text.trim();
  if (!open.attributes) return text;
  if (text !== "") open.node["#text"] = text;
  return open.node;
}

/** Where the tag that starts at `from` ends, skipping `>` inside quoted attribute values. */
function tagEnd(source: string, from: number): number {
  const end = source.indexOf(">", from);
  if (end < 0 || !/["']/.test(source.slice(from, end))) return end;
  let quote = 0;
  for (let i = from; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === 34 || code === 39) quote = code;
    else if (code === 62) return i;
  }
  return -1;
}

/**
 * A small XML reader for bank statements, in the shape fast-xml-parser gives (`@` attributes, `#text`),
 * many times faster on large files, and with the line each `lined` element starts on. It expands no
 * entities and refuses a DOCTYPE, so a file cannot make it grow; text stays raw until it is read.
 */
export function parseXml(source: string, lined: readonly string[] = []): XmlTree {
  const lineAt = lineCounter(source);
  const lines = new WeakMap<object, number>();
  const document: XmlNode = {};
  const stack: Open[] = [];
  const damaged = (offset: number): XmlTree => ({ ok: false, problem: "damaged", line: lineAt(Math.min(offset, source.trimEnd().length)) });
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    const top = stack[stack.length - 1];
    if (top && !top.elements && lt !== i) top.text += source.slice(i, lt < 0 ? source.length : lt);
    if (lt < 0) break;
    const next = source.charCodeAt(lt + 1);
    if (next === 33 || next === 63) {
      if (source.startsWith("<!--", lt) || next === 63) {
        const end = source.indexOf(next === 63 ? "?>" : "-->", lt + 2);
        if (end < 0) return damaged(source.length);
        i = end + (next === 63 ? 2 : 3);
      } else if (source.startsWith("<![CDATA[", lt)) {
        const end = source.indexOf("]]>", lt);
        if (end < 0 || !top) return damaged(end < 0 ? source.length : lt);
        top.text += source.slice(lt + 9, end).replaceAll("&", "&amp;");
        i = end + 3;
      } else {
        return { ok: false, problem: "doctype", line: lineAt(lt) };
      }
      continue;
    }
    const gt = tagEnd(source, lt + 1);
    if (gt < 0) return damaged(source.length);
    i = gt + 1;
    if (next === 47) {
      const open = stack.pop();
      if (!open || open.name !== keyOf(source.slice(lt + 2, gt).trim())) return damaged(lt);
      attach(stack[stack.length - 1], document, open.name, valueOf(open));
      continue;
    }
    const selfClosing = source.charCodeAt(gt - 1) === 47;
    const tag = source.slice(lt + 1, selfClosing ? gt - 1 : gt);
    const space = tag.search(/\s/);
    const name = keyOf(space < 0 ? tag : tag.slice(0, space));
    const open: Open = { name, node: {}, text: "", elements: false, attributes: false };
    if (lined.includes(name)) lines.set(open.node, lineAt(lt));
    if (space >= 0) {
      for (const [, key, double, single] of tag.slice(space).matchAll(ATTRIBUTE)) {
        if (key === "xmlns" || key.startsWith("xmlns:")) continue;
        open.node[`@${keyOf(key)}`] = decodeXmlText(double ?? single);
        open.attributes = true;
      }
    }
    if (selfClosing) attach(top, document, name, valueOf(open));
    else stack.push(open);
  }
  if (stack.length > 0 || Object.keys(document).length === 0) return damaged(source.length);
  return { ok: true, root: document, lineOf: (node) => (typeof node === "object" && node !== null ? lines.get(node) : undefined) };
}
