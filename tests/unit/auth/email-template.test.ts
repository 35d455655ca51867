import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@/supabase/local/config";
import { renderTemplate } from "@/supabase/local/mail/template";

const text = (source: string, data: Record<string, unknown>) => renderTemplate(source, data, { html: false });

describe("the local backend's Go template subset", () => {
  it("prints fields and nested metadata, and nothing for a missing key", () => {
    expect(text("Hi {{ .Email }} ({{ .Data.locale }})", { Email: "a@b.c", Data: { locale: "es" } })).toBe("Hi a@b.c (es)");
    expect(text("[{{ .Data.locale }}]", { Data: {} })).toBe("[]");
  });

  it("chooses the branch of if / else if / else, with eq against a missing key false", () => {
    const source = '{{ if eq .Data.locale "zh-TW" }}中{{ else if eq .Data.locale "es" }}es{{ else }}en{{ end }}';
    expect(text(source, { Data: { locale: "zh-TW" } })).toBe("中");
    expect(text(source, { Data: { locale: "es" } })).toBe("es");
    expect(text(source, { Data: {} })).toBe("en");
    expect(text('{{ if ne .A "x" }}y{{ end }}{{ if not .B }}n{{ end }}{{ if and .A (eq .A "x") }}z{{ end }}', { A: "x" })).toBe("nz");
  });

  it("trims around {{- and -}} and escapes values in HTML, not in subjects", () => {
    expect(text("a  {{- .X -}}  b", { X: "1" })).toBe("a1b");
    const html = renderTemplate('<a href="{{ .URL }}">{{ .Name }}</a>', { URL: "https://x/?a=1&b=2", Name: "<b>" }, { html: true });
    expect(html).toBe('<a href="https://x/?a=1&amp;b=2">&lt;b&gt;</a>');
    expect(text("{{ .Name }}", { Name: "<b>" })).toBe("<b>");
  });

  it("refuses what it does not implement instead of sending a broken email", () => {
    expect(() => text("{{ range .Items }}x{{ end }}", {})).toThrow(/unsupported/);
    expect(() => text("{{ if .A }}x", {})).toThrow(/end/);
    expect(() => text("{{ .A | printf }}", {})).toThrow(/template: unexpected "|"/);
  });

  it("renders every configured auth email in each language", () => {
    const templates = loadConfig().emailTemplates;
    expect(Object.keys(templates).sort()).toEqual(["confirmation", "email_change", "password_changed", "reauthentication", "recovery"]);
    const expected: Record<string, string[]> = { "zh-TW": ["重設你的密碼", "設定新密碼"], es: ["Restablece tu contraseña", "Elegir nueva contraseña"], en: ["Reset your password", "Choose a new password"] };
    for (const [locale, [subject, button]] of Object.entries(expected)) {
      const data = { Email: "a@b.c", Data: { locale }, ConfirmationURL: "https://x/verify?token=t&type=recovery" };
      expect(text(templates.recovery.subject!, data)).toBe(subject);
      const html = renderTemplate(readFileSync(templates.recovery.contentPath!, "utf8"), data, { html: true });
      expect(html).toContain(button);
      expect(html).toContain('href="https://x/verify?token=t&amp;type=recovery"');
    }
    for (const { subject, contentPath } of Object.values(templates)) {
      for (const locale of ["en", "zh-TW", "es", undefined]) {
        const data = { Email: "a@b.c", NewEmail: "n@b.c", SendingTo: "a@b.c", Token: "123456", Data: locale ? { locale } : {} };
        expect(text(subject!, data)).not.toBe("");
        expect(renderTemplate(readFileSync(contentPath!, "utf8"), data, { html: true })).not.toMatch(/\{\{|<no value>/);
      }
    }
  });
});
