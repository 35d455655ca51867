// Kept free of zod: the dashboard imports these constants into its first-load bundle.
export {
  CURRENCIES,
  SPEC_CURRENCIES,
  currencyDecimals,
  isCurrency,
  type Currency,
} from "@/supabase/functions/_shared/currencies";
import type { Currency } from "@/supabase/functions/_shared/currencies";

export const DEFAULT_CURRENCY: Currency = "TWD";
