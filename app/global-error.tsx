"use client";

import { loadPage } from "@/lib/load-page";

// The last resort, when the root layout itself failed: no providers, so the three languages
// are inlined and picked from the document's language.
const COPY = {
  en: { title: "Something went wrong", subtitle: "An unexpected error occurred. Reload the page or go back home.", back: "Back to home" },
  zh: { title: "發生錯誤", subtitle: "發生了非預期的錯誤。請重新整理頁面，或回到首頁。", back: "回到首頁" },
  es: { title: "Algo salió mal", subtitle: "Se produjo un error inesperado. Recarga la página o vuelve al inicio.", back: "Volver al inicio" },
};

export default function GlobalError() {
  const language = typeof navigator === "undefined" ? "en" : navigator.language.slice(0, 2);
  const copy = COPY[language as keyof typeof COPY] ?? COPY.en;
  return (
    <html lang={language === "zh" ? "zh-Hant-TW" : language === "es" ? "es" : "en"}>
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100dvh", margin: 0 }}>
        <main role="alert" style={{ textAlign: "center", padding: 24 }}>
          <h1>{copy.title}</h1>
          <p>{copy.subtitle}</p>
          <button type="button" onClick={() => loadPage("/")}>
            {copy.back}
          </button>
        </main>
      </body>
    </html>
  );
}
