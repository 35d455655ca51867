import { z } from "@/lib/zod";
import { CURRENCIES } from "./currencies";

export const currencySchema = z.enum(CURRENCIES, { error: "invalidCurrency" });
