import type { BankCsvSample } from "@/lib/import-export/formats/statements/bank-csv";
import type { ParsedStatement, StatementError, StatementFormat } from "@/lib/import-export/formats/statements/types";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import { coverageHint, detectRecurringCharges } from "@/lib/recurring-charges/detect";
import type { DetectionResult } from "@/lib/recurring-charges/types";
import { readStatementFile, type ReadFileOptions } from "./read-file";

export type StatementFileInput = { id: string; name: string; bytes: Uint8Array; sha256: string };

/**
 * What became of one dropped file: read, waiting for the user to say which columns hold what or how
 * its dates are written, or refused.
 */
export type FileOutcome =
  | {
      id: string;
      name: string;
      status: "read";
      sha256: string;
      format: StatementFormat;
      period: ParsedStatement["period"];
      transactionCount: number;
    }
  | ({ id: string; name: string; status: "map" } & BankCsvSample)
  | { id: string; name: string; status: "ask"; options: DateOrder[]; samples: string[] }
  | { id: string; name: string; status: "same"; sameAs: string }
  | { id: string; name: string; status: "error"; error: StatementError };

export type Coverage = { monthsCovered: number; yearlyMayBeMissing: boolean };

/**
 * The statements read so far, kept where they were read (the worker), so that only the outcome and
 * the detected charges cross to the page, never the transactions.
 */
export class StatementSession {
  private readonly statements = new Map<string, { sha256: string; statement: ParsedStatement }>();

  read(file: StatementFileInput, options: ReadFileOptions, onDecoded?: () => void): FileOutcome {
    const { id, name, sha256 } = file;
    const twin = [...this.statements.entries()].find(([otherId, other]) => otherId !== id && other.sha256 === sha256);
    if (twin) return { id, name, status: "same", sameAs: twin[1].statement.fileName };
    const result = readStatementFile(file.bytes, name, options, onDecoded);
    if (result.ok) {
      const { statement } = result;
      this.statements.set(id, { sha256, statement });
      return { id, name, status: "read", sha256, format: statement.format, period: statement.period, transactionCount: statement.transactions.length };
    }
    this.statements.delete(id);
    if ("columns" in result) return { id, name, status: "map", ...result.columns };
    if ("dateOrder" in result) return { id, name, status: "ask", options: result.dateOrder.options, samples: result.dateOrder.samples };
    return { id, name, status: "error", error: result.error };
  }

  forget(ids: readonly string[]) {
    for (const id of ids) this.statements.delete(id);
  }

  detect(ids: readonly string[], today: string): { detection: DetectionResult; coverage: Coverage } {
    const transactions = ids.flatMap((id) => this.statements.get(id)?.statement.transactions ?? []);
    const detection = detectRecurringCharges(transactions, { today });
    return { detection, coverage: coverageHint(detection) };
  }
}
