"use client";

import { useCallback, useEffect, useRef } from "react";
import type { BankCsvMapping } from "@/lib/import-export/formats/statements/bank-csv";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import type { FileOutcome } from "@/lib/statement-import/read/session";
import { startStatementWorker } from "@/lib/statement-import/worker/start-worker";
import type { FromWorker, ToWorker, WorkerFile } from "@/lib/statement-import/worker/protocol";

export type ReadProgress = { done: number; total: number; file: string | null };
type Detected = Extract<FromWorker, { type: "detected" }>;
type Pending = { resolve: (message: FromWorker) => void; reject: (error: Error) => void; onProgress?: (progress: ReadProgress) => void };

/**
 * Talks to the statement worker: the files go there (their bytes transferred, not copied) and only
 * what was read and the recurring charges found come back. One worker per open dialog.
 */
export function useStatementReader() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextRequest = useRef(1);

  useEffect(() => {
    const requests = pending.current;
    return () => {
      worker.current?.terminate();
      worker.current = null;
      for (const request of requests.values()) request.reject(new Error("closed"));
      requests.clear();
    };
  }, []);

  const send = useCallback((message: ToWorker, transfer: Transferable[] = []) => {
    if (!worker.current) {
      const started = startStatementWorker();
      started.addEventListener("message", (event: MessageEvent<FromWorker>) => {
        const reply = event.data;
        const request = pending.current.get(reply.request);
        if (!request) return;
        if (reply.type === "progress") return request.onProgress?.(reply);
        pending.current.delete(reply.request);
        request.resolve(reply);
      });
      started.addEventListener("error", () => {
        for (const request of pending.current.values()) request.reject(new Error("worker failed"));
        pending.current.clear();
        worker.current = null;
      });
      worker.current = started;
    }
    worker.current.postMessage(message, transfer);
  }, []);

  const ask = useCallback(
    (build: (request: number) => ToWorker, transfer: Transferable[], onProgress?: (progress: ReadProgress) => void) => {
      const request = nextRequest.current++;
      return new Promise<FromWorker>((resolve, reject) => {
        pending.current.set(request, { resolve, reject, onProgress });
        send(build(request), transfer);
      });
    },
    [send],
  );

  const read = useCallback(
    async (
      files: { id: string; file: File }[],
      options: { defaultCurrency: string; dateOrders: Record<string, DateOrder>; mappings: Record<string, BankCsvMapping> },
      onProgress?: (progress: ReadProgress) => void,
    ): Promise<FileOutcome[]> => {
      const loaded: WorkerFile[] = await Promise.all(files.map(async ({ id, file }) => ({ id, name: file.name, buffer: await file.arrayBuffer() })));
      const reply = await ask(
        (request) => ({ type: "read", request, files: loaded, ...options }),
        loaded.map((file) => file.buffer),
        onProgress,
      );
      if (reply.type !== "read") throw new Error("the statements could not be read");
      return reply.outcomes;
    },
    [ask],
  );

  const detect = useCallback(
    async (ids: string[], today: string): Promise<Pick<Detected, "detection" | "coverage">> => {
      const reply = await ask((request) => ({ type: "detect", request, ids, today }), []);
      if (reply.type !== "detected") throw new Error("no recurring charges could be looked for");
      return reply;
    },
    [ask],
  );

  const forget = useCallback((ids: string[]) => worker.current?.postMessage({ type: "forget", ids } satisfies ToWorker), []);

  return { read, detect, forget };
}
