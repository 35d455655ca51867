import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { sampleAccount, sampleMoney } from "@/components/landing/sample-account";
import { nameCycle } from "@/components/subscriptions/use-cycle-name";

export const alt = "Subscription Manager";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const FONTS = path.join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans");
const BRAND = "#3043bc";
const MUTED = "#4b5063";

// The image carries Latin text only: no CJK font is bundled, and the page's title and
// description (which search engines and chat apps show beside it) are translated. Its preview is
// the landing's sample account, in English, as the landing's own preview shows it.
export default async function OpenGraphImage() {
  const [regular, semibold, t, cycles] = await Promise.all([
    readFile(path.join(FONTS, "Geist-Regular.ttf")),
    readFile(path.join(FONTS, "Geist-SemiBold.ttf")),
    getTranslations({ locale: "en", namespace: "landing.preview" }),
    getTranslations({ locale: "en", namespace: "subscriptionCard.cycle" }),
  ]);
  const account = sampleAccount("en");
  const money = sampleMoney("en");
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          padding: 72,
          gap: 56,
          background: "linear-gradient(135deg, #f9fafb 0%, #e8ebfb 100%)",
          fontFamily: "Geist",
          color: "#14151d",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flex: 1 }}>
          <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
            <div
              style={{
                width: 64,
                height: 64,
                borderRadius: 16,
                background: BRAND,
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
              }}
            >
              <svg width="38" height="38" viewBox="0 0 24 24" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M16 14v2.2l1.6 1" />
                <path d="M16 2v3" />
                <path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338" />
                <path d="M3 9h5.859" />
                <path d="M8 2v3" />
                <circle cx="16" cy="16" r="6" />
              </svg>
            </div>
            <div style={{ fontSize: 34, fontWeight: 600 }}>Subscription Manager</div>
          </div>
          <div style={{ marginTop: 40, fontSize: 64, fontWeight: 600, lineHeight: 1.05, letterSpacing: -2 }}>
            Know what your subscriptions really cost
          </div>
          <div style={{ marginTop: 28, fontSize: 28, color: "#4b5063" }}>Free · in three languages</div>
        </div>
        <div
          style={{
            width: 430,
            display: "flex",
            flexDirection: "column",
            justifyContent: "center",
            gap: 12,
          }}
        >
          <div style={{ display: "flex", gap: 12 }}>
            {[
              [t("monthly"), money(account.monthlyTotal, true)],
              [t("annual"), money(account.annualEstimate, true)],
            ].map(([label, value]) => (
              <div
                key={label}
                style={{
                  flex: 1,
                  display: "flex",
                  flexDirection: "column",
                  padding: 22,
                  borderRadius: 20,
                  background: "#ffffff",
                  border: "1px solid #e3e5ee",
                }}
              >
                <div style={{ fontSize: 20, color: MUTED }}>{label}</div>
                <div style={{ fontSize: 44, fontWeight: 600 }}>{value}</div>
              </div>
            ))}
          </div>
          {account.subscriptions.map((subscription) => (
            <div
              key={subscription.name}
              style={{
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                padding: "12px 22px",
                borderRadius: 20,
                background: "#ffffff",
                border: "1px solid #e3e5ee",
              }}
            >
              <div style={{ display: "flex", flexDirection: "column" }}>
                <div style={{ fontSize: 24, fontWeight: 600 }}>{subscription.name}</div>
                <div style={{ fontSize: 18, color: subscription.nextPrice ? BRAND : MUTED }}>
                  {subscription.nextPrice
                    ? t("priceChange", { price: money(subscription.nextPrice) })
                    : t("renewsIn", { days: subscription.renewsIn })}
                </div>
              </div>
              <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end" }}>
                <div style={{ fontSize: 24, fontWeight: 600 }}>{money(subscription.price)}</div>
                <div style={{ fontSize: 18, color: MUTED }}>{nameCycle(cycles, subscription.cycle)}</div>
              </div>
            </div>
          ))}
        </div>
      </div>
    ),
    {
      ...size,
      fonts: [
        { name: "Geist", data: regular, weight: 400, style: "normal" },
        { name: "Geist", data: semibold, weight: 600, style: "normal" },
      ],
    },
  );
}
