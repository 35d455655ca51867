"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { StepButtons, StepLayout } from "@/components/dialogs/step-layout";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import type { AskOutcome } from "./use-statement-flow";

/** A date such as 03/04/2026 is March or April: the user says which order the bank writes, never a guess. */
export function DateOrderStep({
  questions,
  onBack,
  onAnswer,
}: {
  questions: AskOutcome[];
  onBack: () => void;
  onAnswer: (dateOrders: Record<string, DateOrder>) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const [answers, setAnswers] = useState<Record<string, DateOrder | undefined>>({});
  const complete = questions.every((question) => answers[question.id]);

  return (
    <StepLayout
      footer={
        <StepButtons
          back={t("statements.back")}
          onBack={onBack}
          next={t("statements.next")}
          nextDisabled={!complete}
          onNext={() => onAnswer(Object.fromEntries(questions.map((question) => [question.id, answers[question.id] ?? question.options[0]])))}
        />
      }
    >
      <div className="grid gap-6">
        {questions.map((question, index) => (
          <fieldset key={question.id} className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">
              {t("statements.dateOrder.file", { file: question.name, samples: question.samples.join(", ") })}
            </legend>
            <RadioGroup value={answers[question.id] ?? ""} onValueChange={(value) => setAnswers((current) => ({ ...current, [question.id]: question.options.find((order) => order === value) }))}>
              {question.options.map((order) => (
                <div key={order} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${index}-${order}`} value={order} />
                  <Label htmlFor={`${id}-${index}-${order}`} className="font-normal">
                    {t(`imports.map.dateOrders.${order}`)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        ))}
      </div>
    </StepLayout>
  );
}
