// The local stand-in for Google's and Apple's sign-in screens: pick an offered account or type one.
import type { ProviderName } from "../config";
import { escapeHtml, pageShell } from "../html-page";
import { PROVIDERS, SAMPLE_PEOPLE } from "./oauth-providers";

export function consentPage(provider: ProviderName, action: string, hidden: Record<string, string>, problem?: string): string {
  const label = PROVIDERS[provider].label;
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const choices = SAMPLE_PEOPLE.map(
    (person, index) =>
      `<li><label><input type="radio" name="account" value="${escapeHtml(person.email)}"${index === 0 ? " checked" : ""}> ${escapeHtml(person.name)} (${escapeHtml(person.email)})</label></li>`,
  ).join("\n");
  const alert = problem ? `<p role="alert">${escapeHtml(problem)}</p>` : "";
  return pageShell(
    `Sign in with ${label} — local consent`,
    `<h1>Sign in with ${label}</h1>
<p class="meta">Local development stand-in for ${label}: choose who you are. Nothing leaves this computer.</p>
${alert}
<form method="post" action="${escapeHtml(action)}">
${hiddenInputs}
<fieldset>
<legend>Choose an account</legend>
<ul class="choices">
${choices}
</ul>
</fieldset>
<fieldset>
<legend>Or use another account</legend>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name">
</fieldset>
<div class="actions">
<button class="primary" type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}
