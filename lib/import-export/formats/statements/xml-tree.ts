import { decodeXmlText, type XmlNode, type XmlValue } from "./xml-text";

export type XmlTree =
  | { ok: true; root: XmlNode; lineOf: (node: unknown) => number | undefined }
  | { ok: false; problem: "doctype" | "damaged"; line: number };

export type XmlReadOptions = {
  lined?: readonly string[];
  /** Elements the caller never reads: passed over whole, which saves most of the work on big files. */
  skipped?: ReadonlySet<string>;
};

/** An element being read. Most are leaves with text only, so the node is made when a child or attribute needs it. */
type Open = { name: string; local: string; node: XmlNode | null; text: string; elements: boolean };

const LINE = Symbol("line");
type LinedNode = XmlNode & { [LINE]?: number };

const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

// Element names become keys: "__proto__" would reach the object's prototype.
const keyOf = (local: string) => (local === "__proto__" ? "#proto" : local);

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * Where the name in a tag's text ends; `nameStart` is left where it starts, past any namespace
 * prefix. Two results without an array: this runs for every tag of a file of tens of megabytes.
 */
let nameStart = 0;
function nameEnd(source: string, from: number, to: number): number {
  nameStart = from;
  let end = from;
  for (let code = source.charCodeAt(end); end < to && !isSpace(code) && code !== 47; code = source.charCodeAt(++end)) {
    if (code === 58) nameStart = end + 1;
  }
  return end;
}

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

/** Where the tag that starts at `from` ends, skipping `>` inside quoted attribute values. */
function tagEnd(source: string, from: number): number {
  let end = source.indexOf(">", from);
  for (let i = from; end >= 0 && i < end; i++) {
    const code = source.charCodeAt(i);
    if (code !== 34 && code !== 39) continue;
    const close = source.indexOf(code === 34 ? '"' : "'", i + 1);
    if (close < 0) return -1;
    i = close;
    if (close > end) end = source.indexOf(">", close);
  }
  return end;
}

function nodeOf(open: Open): XmlNode {
  open.node ??= {};
  return open.node;
}

function attach(parent: Open | undefined, document: XmlNode, name: string, value: XmlValue): void {
  const node = parent ? nodeOf(parent) : document;
  if (parent) parent.elements = true;
  const existing = Object.hasOwn(node, name) ? node[name] : undefined;
  if (existing === undefined) node[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[name] = [existing, value];
}

function valueOf(open: Open): XmlValue {
  if (open.elements) return nodeOf(open);
  const text = open.text.trim();
  if (!open.node) return text;
  if (text !== "") open.node["#text"] = text;
  return open.node;
}

function readAttributes(source: string, open: Open, from: number, to: number): void {
  ATTRIBUTE.lastIndex = from;
  for (let match = ATTRIBUTE.exec(source); match && ATTRIBUTE.lastIndex <= to; match = ATTRIBUTE.exec(source)) {
    const key = match[1];
    if (key === "xmlns" || key.startsWith("xmlns:")) continue;
    nodeOf(open)[`@${keyOf(key.slice(key.indexOf(":") + 1))}`] = decodeXmlText(match[2] ?? match[3]);
  }
}

/**
 * fast-xml-parser's shape, many times faster on big statements and with element lines. It expands
 * no entities and refuses a DOCTYPE, so no file can make it grow.
 */
export function parseXml(source: string, { lined = [], skipped }: XmlReadOptions = {}): XmlTree {
  const lineAt = lineCounter(source);
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
      const end = nameEnd(source, lt + 2, gt);
      if (!open || end - nameStart !== open.local.length || !source.startsWith(open.local, nameStart)) return damaged(lt);
      attach(stack[stack.length - 1], document, open.name, valueOf(open));
      continue;
    }
    const selfClosing = source.charCodeAt(gt - 1) === 47;
    const contentEnd = selfClosing ? gt - 1 : gt;
    const end = nameEnd(source, lt + 1, contentEnd);
    const local = source.slice(nameStart, end);
    if (skipped?.has(local)) {
      if (top) top.elements = true;
      if (selfClosing) continue;
      const closing = `</${source.slice(lt + 1, end)}`;
      let close = source.indexOf(closing, gt);
      while (close >= 0 && !/[\s>]/.test(source[close + closing.length] ?? "")) close = source.indexOf(closing, close + 1);
      const closeEnd = close < 0 ? -1 : source.indexOf(">", close);
      if (closeEnd < 0) return damaged(source.length);
      i = closeEnd + 1;
      continue;
    }
    const open: Open = { name: keyOf(local), local, node: null, text: "", elements: false };
    if (lined.includes(local)) (nodeOf(open) as LinedNode)[LINE] = lineAt(lt);
    if (end < contentEnd) readAttributes(source, open, end, contentEnd);
    if (selfClosing) attach(top, document, open.name, valueOf(open));
    else stack.push(open);
  }
  if (stack.length > 0 || Object.keys(document).length === 0) return damaged(source.length);
  return { ok: true, root: document, lineOf: (node) => (typeof node === "object" && node !== null ? (node as LinedNode)[LINE] : undefined) };
}
