"use client";

import { startTransition, useRef, useState } from "react";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { addDays } from "@/lib/dates/date-only";
import type { BankCsvMapping } from "@/lib/import-export/formats/statements/bank-csv";
import { MAX_STATEMENT_BYTES, type StatementError } from "@/lib/import-export/formats/statements/types";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import { confirmStatementImportAction, statementContextAction } from "@/lib/statement-import/actions";
import type { StatementImportSummary } from "@/lib/statement-import/confirm-args";
import type { StatementContext } from "@/lib/statement-import/queries";
import type { Coverage, FileOutcome } from "@/lib/statement-import/read/session";
import { recordedPaymentsAction } from "@/lib/statement-import/recorded-actions";
import { buildStatementReview, type RecordedPayment, type StatementReview } from "@/lib/statement-import/review";
import type { StatementConfirmationInput } from "@/lib/statement-import/schema";
import { localToday } from "@/lib/subscriptions/form-values";
import { useStatementReader, type ReadProgress } from "./use-statement-reader";

export type ReadOutcome = Extract<FileOutcome, { status: "read" }>;
export type AskOutcome = Extract<FileOutcome, { status: "ask" }>;
export type MapOutcome = Extract<FileOutcome, { status: "map" }>;
export type ProblemOutcome = Extract<FileOutcome, { status: "error" | "same" }>;
type ErrorOutcome = Extract<FileOutcome, { status: "error" }>;

export type ReviewData = {
  files: ReadOutcome[];
  review: StatementReview;
  coverage: Coverage;
  context: StatementContext;
  recorded: RecordedPayment[];
  /** Files whose SHA-256 the account has seen before, with when. */
  alreadyRead: { name: string; readAt: string }[];
  /** Files dropped twice in one go: each is read once. */
  twins: { name: string; sameAs: string }[];
  today: string;
};

export type FlowStep =
  | { name: "files"; problems: ProblemOutcome[]; readable: FileOutcome[] }
  | { name: "reading"; progress: ReadProgress | null; detecting: boolean }
  /** `error` is what went wrong reading with the columns chosen before; `earlier` is that choice. */
  | { name: "columns"; file: MapOutcome; earlier?: BankCsvMapping; error: StatementError | null; outcomes: FileOutcome[] }
  | { name: "ask"; questions: AskOutcome[]; outcomes: FileOutcome[] }
  | { name: "review"; data: ReviewData }
  | { name: "saving" }
  | { name: "done"; summary: StatementImportSummary };

const FIRST_STEP: FlowStep = { name: "files", problems: [], readable: [] };
// A payment recorded a little outside the statement's dates can still be one of its charges.
const RECORDED_MARGIN_DAYS = 45;

function statementsPeriod(files: readonly ReadOutcome[]): { from: string; to: string } | null {
  const periods = files.flatMap((file) => (file.period ? [file.period] : []));
  if (periods.length === 0) return null;
  return {
    from: periods.reduce((min, period) => (period.from < min ? period.from : min), periods[0].from),
    to: periods.reduce((max, period) => (period.to > max ? period.to : max), periods[0].to),
  };
}

/** The statement dialog's steps: read the files in the worker, ask what must be asked, review, save. */
export function useStatementFlow(defaultCurrency: string) {
  const failed = useFailureToast();
  const reader = useStatementReader();
  const [step, setStep] = useState<FlowStep>(FIRST_STEP);
  const chosen = useRef(new Map<string, File>());
  const layouts = useRef(new Map<string, MapOutcome>());
  const mappings = useRef(new Map<string, BankCsvMapping>());
  const nextId = useRef(1);

  function reset() {
    reader.forget([...chosen.current.keys()]);
    chosen.current.clear();
    layouts.current.clear();
    mappings.current.clear();
    setStep(FIRST_STEP);
  }

  async function review(outcomes: FileOutcome[]) {
    const files = outcomes.filter((outcome): outcome is ReadOutcome => outcome.status === "read");
    setStep({ name: "reading", progress: null, detecting: true });
    const today = localToday();
    const period = statementsPeriod(files);
    const [found, context, recorded] = await Promise.all([
      reader.detect(files.map((file) => file.id), today).catch(() => null),
      statementContextAction({}).catch(() => null),
      period
        ? recordedPaymentsAction({ from: addDays(period.from, -RECORDED_MARGIN_DAYS), to: addDays(period.to, RECORDED_MARGIN_DAYS) }).catch(() => null)
        : Promise.resolve({ ok: true as const, data: [] }),
    ]);
    if (!found || !context?.ok || !recorded?.ok) {
      failed(found ? "statements.confirm.loadFailed" : "statements.errors.detectFailed");
      return setStep({ name: "files", problems: [], readable: outcomes });
    }
    const seen = new Map(context.data.statements.map((statement) => [statement.sha256, statement.readAt]));
    const alreadyRead = files.flatMap((file) => {
      const readAt = seen.get(file.sha256);
      return readAt ? [{ name: file.name, readAt }] : [];
    });
    const twins = outcomes.flatMap((outcome) => (outcome.status === "same" ? [{ name: outcome.name, sameAs: outcome.sameAs }] : []));
    const built = buildStatementReview({ detection: found.detection, context: context.data, today, recorded: recorded.data });
    const data = { files, review: built, coverage: found.coverage, context: context.data, recorded: recorded.data, alreadyRead, twins, today };
    // A review of many findings takes longer than a frame to render: as a transition it is rendered in
    // slices between which the page stays responsive, and the progress step stays until it is ready.
    startTransition(() => setStep({ name: "review", data }));
  }

  /** Goes on with what was read: asks which columns hold what, then about dates, if a file needs it. */
  async function proceed(outcomes: FileOutcome[]) {
    const unmapped = outcomes.find((outcome): outcome is MapOutcome => outcome.status === "map");
    if (unmapped) return setStep({ name: "columns", file: unmapped, error: null, outcomes });
    const questions = outcomes.filter((outcome): outcome is AskOutcome => outcome.status === "ask");
    if (questions.length > 0) return setStep({ name: "ask", questions, outcomes });
    if (!outcomes.some((outcome) => outcome.status === "read")) return setStep(FIRST_STEP);
    await review(outcomes);
  }

  async function read(ids: string[], dateOrders: Record<string, DateOrder>, earlier: FileOutcome[]) {
    setStep({ name: "reading", progress: null, detecting: false });
    const files = ids.flatMap((id) => {
      const file = chosen.current.get(id);
      return file ? [{ id, file }] : [];
    });
    const chosenMappings = Object.fromEntries([...mappings.current].filter(([id]) => ids.includes(id)));
    const outcomes = await reader
      .read(files, { defaultCurrency, dateOrders, mappings: chosenMappings }, (progress) => setStep({ name: "reading", progress, detecting: false }))
      .catch(() => null);
    if (!outcomes) {
      failed("statements.errors.readFailed");
      return setStep(FIRST_STEP);
    }
    for (const outcome of outcomes) if (outcome.status === "map") layouts.current.set(outcome.id, outcome);
    const all = [...earlier.filter((outcome) => !ids.includes(outcome.id)), ...outcomes];
    // A file read with the user's columns that fails is most likely mapped wrong: they are asked again.
    const misread = outcomes.find((outcome): outcome is ErrorOutcome => outcome.status === "error" && mappings.current.has(outcome.id));
    const layout = misread ? layouts.current.get(misread.id) : undefined;
    if (misread && layout) {
      const others = all.map((outcome) => (outcome.id === layout.id ? layout : outcome));
      return setStep({ name: "columns", file: layout, earlier: mappings.current.get(layout.id), error: misread.error, outcomes: others });
    }
    const problems = all.filter((outcome): outcome is ProblemOutcome => outcome.status === "error");
    if (problems.length > 0) return setStep({ name: "files", problems, readable: all.filter((outcome) => outcome.status !== "error") });
    const same = all.filter((outcome): outcome is ProblemOutcome => outcome.status === "same");
    if (same.length > 0 && !all.some((outcome) => outcome.status === "read")) return setStep({ name: "files", problems: same, readable: [] });
    await proceed(all);
  }

  async function choose(picked: File[]) {
    reset();
    const ids = picked.map((file) => {
      const id = String(nextId.current++);
      chosen.current.set(id, file);
      return id;
    });
    const tooLarge: FileOutcome[] = ids.flatMap((id, index) =>
      picked[index].size > MAX_STATEMENT_BYTES
        ? [{ id, name: picked[index].name, status: "error" as const, error: { key: "statementTooLarge" as const, file: picked[index].name, values: { maxMegabytes: MAX_STATEMENT_BYTES / 1024 / 1024 } } }]
        : [],
    );
    const readable = ids.filter((id) => !tooLarge.some((outcome) => outcome.id === id));
    if (readable.length === 0) return setStep({ name: "files", problems: tooLarge as ProblemOutcome[], readable: [] });
    await read(readable, {}, tooLarge);
  }

  function answer(dateOrders: Record<string, DateOrder>, outcomes: FileOutcome[]) {
    return read(Object.keys(dateOrders), dateOrders, outcomes);
  }

  function mapColumns(id: string, mapping: BankCsvMapping, outcomes: FileOutcome[]) {
    mappings.current.set(id, mapping);
    return read([id], {}, outcomes);
  }

  async function save(confirmation: StatementConfirmationInput, back: FlowStep) {
    setStep({ name: "saving" });
    const result = await confirmStatementImportAction(confirmation).catch(() => null);
    if (!result?.ok) {
      failed("statements.confirm.failed", result?.formError ?? (result?.fieldErrors ? "statements.confirm.invalid" : undefined));
      return setStep(back);
    }
    setStep({ name: "done", summary: result.data });
  }

  return {
    step,
    reset,
    choose,
    answer,
    mapColumns,
    save,
    continueWith: (outcomes: FileOutcome[]) => proceed(outcomes.filter((outcome) => outcome.status !== "error")),
  };
}
