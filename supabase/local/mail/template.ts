// The part of Go's text/template that Supabase Auth's email templates use: {{ .Field.key }},
// {{ if }} / {{ else if }} / {{ else }} / {{ end }}, {{- -}} trimming, string literals and the
// functions eq, ne, not, and, or. Anything else throws, so a template that would not run on hosted
// Supabase does not pass here either.

type Expr =
  | { kind: "field"; path: string[] }
  | { kind: "literal"; value: string }
  | { kind: "call"; name: string; args: Expr[] };
type Node = { kind: "text"; text: string } | { kind: "output"; expr: Expr } | { kind: "if"; branches: { cond: Expr; body: Node[] }[]; otherwise: Node[] };
type Token = { kind: "text"; text: string } | { kind: "action"; body: string };

const FUNCTIONS = new Set(["eq", "ne", "not", "and", "or"]);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let rest = source;
  for (;;) {
    const open = rest.indexOf("{{");
    if (open < 0) break;
    const close = rest.indexOf("}}", open);
    if (close < 0) throw new Error("template: unclosed action");
    let text = rest.slice(0, open);
    let body = rest.slice(open + 2, close);
    if (/^- /.test(body)) {
      text = text.replace(/\s+$/, "");
      body = body.slice(1);
    }
    tokens.push({ kind: "text", text });
    rest = rest.slice(close + 2);
    if (/ -$/.test(body)) {
      body = body.slice(0, -1);
      rest = rest.replace(/^\s+/, "");
    }
    tokens.push({ kind: "action", body: body.trim() });
  }
  tokens.push({ kind: "text", text: rest });
  return tokens;
}

function parseExpr(source: string): Expr {
  const words = [...source.matchAll(/"(?:[^"\\]|\\.)*"|\(|\)|[^\s()]+/g)].map((m) => m[0]);
  let at = 0;
  const operand = (): Expr => {
    const word = words[at++];
    if (word === undefined) throw new Error(`template: missing operand in "${source}"`);
    if (word === "(") {
      const inner = command();
      if (words[at++] !== ")") throw new Error(`template: unclosed "(" in "${source}"`);
      return inner;
    }
    if (word.startsWith('"')) return { kind: "literal", value: JSON.parse(word) as string };
    if (word === ".") return { kind: "field", path: [] };
    if (/^(\.[A-Za-z_][\w-]*)+$/.test(word)) return { kind: "field", path: word.slice(1).split(".") };
    throw new Error(`template: unsupported operand "${word}"`);
  };
  const command = (): Expr => {
    const word = words[at];
    if (word !== undefined && FUNCTIONS.has(word)) {
      at++;
      const args: Expr[] = [];
      while (at < words.length && words[at] !== ")") args.push(operand());
      return { kind: "call", name: word, args };
    }
    return operand();
  };
  const expr = command();
  if (at !== words.length) throw new Error(`template: unexpected "${words[at]}" in "${source}"`);
  return expr;
}

function parse(tokens: Token[]): Node[] {
  let at = 0;
  const block = (inIf: boolean): { nodes: Node[]; stop: string } => {
    const nodes: Node[] = [];
    while (at < tokens.length) {
      const token = tokens[at++];
      if (token.kind === "text") {
        if (token.text) nodes.push({ kind: "text", text: token.text });
        continue;
      }
      const body = token.body;
      if (body.startsWith("/*")) continue;
      if (inIf && (body === "end" || body === "else" || body.startsWith("else if "))) return { nodes, stop: body };
      if (body.startsWith("if ")) {
        const branches = [{ cond: parseExpr(body.slice(3)), body: [] as Node[] }];
        let otherwise: Node[] = [];
        for (;;) {
          const inner = block(true);
          if (inner.stop.startsWith("else if ")) {
            branches[branches.length - 1].body = inner.nodes;
            branches.push({ cond: parseExpr(inner.stop.slice(8)), body: [] });
          } else if (inner.stop === "else") {
            branches[branches.length - 1].body = inner.nodes;
            const last = block(true);
            if (last.stop !== "end") throw new Error("template: {{ else }} must be followed by {{ end }}");
            otherwise = last.nodes;
            break;
          } else {
            branches[branches.length - 1].body = inner.nodes;
            break;
          }
        }
        nodes.push({ kind: "if", branches, otherwise });
        continue;
      }
      if (/^(end|else|range|with|define|template|block)\b/.test(body)) throw new Error(`template: unsupported action "{{ ${body} }}"`);
      nodes.push({ kind: "output", expr: parseExpr(body) });
    }
    if (inIf) throw new Error("template: missing {{ end }}");
    return { nodes, stop: "" };
  };
  return block(false).nodes;
}

function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

function evaluate(expr: Expr, data: unknown): unknown {
  if (expr.kind === "literal") return expr.value;
  if (expr.kind === "field") {
    return expr.path.reduce<unknown>((node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), data);
  }
  const args = expr.args.map((arg) => evaluate(arg, data));
  switch (expr.name) {
    case "eq":
      return args.slice(1).some((other) => other === args[0]);
    case "ne":
      return args[0] !== args[1];
    case "not":
      return !truthy(args[0]);
    case "and":
      return args.find((value) => !truthy(value)) ?? args.at(-1);
    default:
      return args.find(truthy) ?? args.at(-1);
  }
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" };

function render(nodes: Node[], data: unknown, escape: boolean): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "text") out += node.text;
    else if (node.kind === "output") {
      const value = evaluate(node.expr, data);
      const text = value === undefined || value === null ? "" : String(value);
      out += escape ? text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]) : text;
    } else {
      const branch = node.branches.find(({ cond }) => truthy(evaluate(cond, data)));
      out += render(branch ? branch.body : node.otherwise, data, escape);
    }
  }
  return out;
}

/** Renders `source` with `data`; `html` escapes every printed value, as html/template does. */
export function renderTemplate(source: string, data: Record<string, unknown>, options: { html: boolean }): string {
  return render(parse(tokenize(source)), data, options.html);
}
