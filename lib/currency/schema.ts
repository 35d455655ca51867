import { z } from "zod";
import { CURRENCIES } from "./currencies";

export const currencySchema = z.enum(CURRENCIES, { error: "invalidCurrency" });
