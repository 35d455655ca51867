import { fixed, type ConventionPlan, type LabelFor } from "../plan";
import { reference } from "../random";

const abroad = (merchant: string): LabelFor => fixed(`${merchant} 國外交易`);
const autoPay = (payee: string, item: string): LabelFor => fixed(`${payee} ${item} 自動扣繳`);
const shops = (names: string[]) => names.map((name) => fixed(name));

// Taiwanese statements: merchant then what it is (電信費, 保費), 自動扣繳 for direct debits and
// 國外交易 for card charges processed abroad; amounts in whole New Taiwan dollars.
export const TW: ConventionPlan = {
  currency: "TWD",
  decimals: 0,
  account: { number: "012-50-123456-7", holder: "陳怡君", bankCode: "013", branchCode: "0125" },
  streams: [
    { id: "chunghwa", name: "中華電信", aliases: ["中華電信", "chunghwa"], kind: "directDebit", cadence: "monthly", amount: 599, label: autoPay("中華電信", "電信費") },
    { id: "netflix", name: "Netflix", aliases: ["netflix"], kind: "card", cadence: "monthly", amount: 390, priceChange: 420, label: abroad("Netflix") },
    { id: "spotify", name: "Spotify", aliases: ["spotify"], kind: "card", cadence: "monthly", amount: 149, refundOnce: true, label: abroad("SPOTIFY") },
    { id: "youtube", name: "YouTube Premium", aliases: ["youtube"], kind: "card", cadence: "monthly", amount: 199, lateStartChance: 0.5, label: abroad("GOOGLE *YouTubePremium") },
    { id: "apple-icloud", name: "Apple (iCloud+ 50GB)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 30, label: abroad("APPLE.COM/BILL") },
    { id: "apple-music", name: "Apple (Music)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 165, label: abroad("APPLE.COM/BILL") },
    { id: "taipower", name: "台灣電力公司", aliases: ["台灣電力", "台電", "taipower"], kind: "directDebit", cadence: "bimonthly", amount: 1286, label: autoPay("台灣電力公司", "電費") },
    { id: "kbro", name: "凱擘大寬頻", aliases: ["凱擘"], kind: "directDebit", cadence: "quarterly", amount: 1650, label: autoPay("凱擘大寬頻", "有線電視費") },
    { id: "fubon", name: "富邦產險", aliases: ["富邦產險", "富邦"], kind: "directDebit", cadence: "semiannual", amount: 3450, label: autoPay("富邦產險", "汽車保險費") },
    { id: "cathay-life", name: "國泰人壽", aliases: ["國泰人壽"], kind: "directDebit", cadence: "yearly", amount: 24360, label: autoPay("國泰人壽", "保費") },
    { id: "world-gym", name: "World Gym", aliases: ["worldgym"], kind: "directDebit", cadence: "monthly", amount: 1688, anchorDay: 31, weekendRule: "back", label: autoPay("WORLD GYM", "月費") },
    { id: "veggie-box", name: "樂菜箱", aliases: ["樂菜箱"], kind: "card", cadence: "weekly", amount: 699, skipChance: 0.08, label: fixed("樂菜箱 每週宅配") },
    { id: "cleaning", name: "潔客幫", aliases: ["潔客幫"], kind: "card", cadence: "biweekly", amount: 2400, label: fixed("潔客幫 居家清潔") },
    { id: "pandapro", name: "foodpanda pandapro", aliases: ["pandapro", "foodpanda"], kind: "card", cadence: "monthly", amount: 79, cancelChance: 0.7, label: fixed("foodpanda pandapro 訂閱") },
    { id: "patreon", name: "Patreon", aliases: ["patreon"], kind: "card", cadence: "monthly", amount: 160, fxSpread: 0.007, label: abroad("Patreon* Membership") },
    { id: "disney-plus", name: "Disney+", aliases: ["disney"], kind: "card", cadence: "monthly", amount: 270, lateStartChance: 0.6, label: abroad("Disney Plus") },
  ],
  noise: {
    shops: [
      { labels: shops(["7-ELEVEN 統一超商", "全家便利商店", "萊爾富"]), perWeek: 4, min: 35, max: 250 },
      { labels: shops(["全聯福利中心", "家樂福", "好市多 COSTCO"]), perWeek: 1.5, min: 150, max: 2500 },
      { labels: shops(["麥當勞", "鼎泰豐", "路易莎咖啡", "Uber Eats"]), perWeek: 3, min: 80, max: 900 },
      { labels: shops(["台灣中油 加油站", "台塑石油"]), perWeek: 0.6, min: 600, max: 1500 },
      { labels: shops(["悠遊卡 自動加值"]), perWeek: 0.4, min: 0, max: 0, amounts: [500, 1000] },
      { labels: shops(["台灣高鐵", "Uber 國外交易"]), perWeek: 0.6, min: 150, max: 1500 },
      { labels: shops(["蝦皮購物", "momo購物網", "PChome 24h購物", "Amazon.co.jp 國外交易"]), perWeek: 1.2, min: 99, max: 3000, refundChance: 0.06 },
      { labels: shops(["ATM 提款 中國信託"]), perWeek: 0.3, min: 0, max: 0, amounts: [1000, 2000, 3000, 5000], kind: "atm" },
    ],
    salary: { label: fixed("薪資轉入 宏大科技股份有限公司"), amount: 58000, schedule: "monthly", day: 5 },
    savings: { label: fixed("轉帳至 自有帳戶 ***4821"), amount: 10000, day: 6 },
    cardRepayment: { label: fixed("信用卡款 自動扣繳 國泰世華"), min: 3000, max: 25000, day: 20 },
    gifts: { label: (_, random) => ({ payee: `跨行轉入 ${random.pick(["王小明", "林美玲", "張志豪"])}`, memo: reference(random, 5, "0123456789") }), min: 200, max: 3000, perMonth: 0.8 },
    refund: (label) => ({ ...label, payee: `退款 ${label.payee}` }),
  },
};
