// File-level keys refuse a whole file; the others are row issues.
export const TRANSFER_VALIDATION_KEYS = [
  "importFileTooLarge",
  "importTooManyRows",
  "importFileUnreadable",
  "importFileEmpty",
  "importFileNotText",
  "importUnclosedQuote",
  "importFileUnsupported",
  "importMissingColumns",
  "backupInvalid",
  "backupVersionUnsupported",
  "importUnknownCurrency",
  "importAmbiguousCurrency",
  "importMissingCurrency",
  "importUnreadablePrice",
  "importUnreadableDate",
  "importUnreadableCycle",
  "importUnsupportedCycle",
  "importUnreadableValue",
  "importFieldCount",
  "importInvalidPriceChange",
  "importInvalidPause",
  "importInvalidPayment",
] as const;

export type TransferValidationKey = (typeof TRANSFER_VALIDATION_KEYS)[number];
