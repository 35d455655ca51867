import type { BankCsvMapping } from "@/lib/import-export/formats/statements/bank-csv";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import type { DetectionResult } from "@/lib/recurring-charges/types";
import type { Coverage, FileOutcome } from "../read/session";

export type WorkerFile = { id: string; name: string; buffer: ArrayBuffer };

export type ToWorker =
  | {
      type: "read";
      request: number;
      files: WorkerFile[];
      defaultCurrency: string;
      dateOrders: Record<string, DateOrder>;
      /** The columns the user picked for a CSV no preset knows, by file id. */
      mappings: Record<string, BankCsvMapping>;
    }
  | { type: "detect"; request: number; ids: string[]; today: string }
  | { type: "forget"; ids: string[] };

export type FromWorker =
  /** Bytes read so far of all the files in the request; `file` is the one being read now. */
  | { type: "progress"; request: number; done: number; total: number; file: string | null }
  | { type: "read"; request: number; outcomes: FileOutcome[] }
  | { type: "detected"; request: number; detection: DetectionResult; coverage: Coverage }
  | { type: "failed"; request: number };
