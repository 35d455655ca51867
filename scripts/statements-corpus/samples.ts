import type { StatementFormat } from "../../lib/import-export/formats/statements/types";
import type { DateOrder } from "../../lib/import-export/parse/date-text";

/**
 * Small statement files from public parser test suites (MIT), read as they are. They are not in
 * this repository: fetch them into a folder under these names and pass it with --samples.
 */
export type UpstreamSample = {
  file: string;
  format: StatementFormat;
  currency: string;
  repository: string;
  path: string;
  commit: string;
  transactions: number;
  /** The answer if the reader asks (the QIF sample's dates are month-first). */
  dateOrder?: DateOrder;
  shows: string;
};

export const UPSTREAM_SAMPLES: readonly UpstreamSample[] = [
  {
    file: "actual-1252.qfx", format: "ofx", currency: "CAD", repository: "actualbudget/actual",
    path: "packages/loot-core/src/mocks/files/1252.qfx", commit: "fc07a7cddbf2be9a0e884fa48aaedb7158873d0a",
    transactions: 1, shows: "CHARSET:1252 bytes for é and €",
  },
  {
    file: "actual-data-payee-memo.qif", format: "qif", currency: "USD", repository: "actualbudget/actual",
    path: "packages/loot-core/src/mocks/files/data-payee-memo.qif", commit: "c579fd80d82f02a642370c1be5be8899c72c976f",
    transactions: 4, dateOrder: "MDY", shows: "records with payee, memo, both or neither",
  },
  {
    file: "actual-camt.053.payee-memo.xml", format: "camt053", currency: "EUR", repository: "actualbudget/actual",
    path: "packages/loot-core/src/mocks/files/camt/camt.053.payee-memo.xml", commit: "a4e9ef4b31fd60ac2a083999cd385a3d1d539427",
    transactions: 4, shows: "CAMT.053.001.04 with and without Cdtr/Nm and Ustrd",
  },
  {
    file: "ofxparse-checking.ofx", format: "ofx", currency: "USD", repository: "jseutter/ofxparse",
    path: "tests/fixtures/checking.ofx", commit: "ef9bdc384911213d1244a59a63fdecfdfddd9250",
    transactions: 3, shows: "indented SGML, DTPOSTED with milliseconds, a CHECK",
  },
  {
    file: "ofxparse-suncorp.ofx", format: "ofx", currency: "AUD", repository: "jseutter/ofxparse",
    path: "tests/fixtures/suncorp.ofx", commit: "786d9bc93f3e075a8cb4bd1625b20a2cfdd230c9",
    transactions: 1, shows: "OFX 2.0 XML with an us-ascii prolog",
  },
  {
    file: "ofxparse-anzcc.ofx", format: "ofx", currency: "AUD", repository: "jseutter/ofxparse",
    path: "tests/fixtures/anzcc.ofx", commit: "1e9646fffb7f85f7541a3ca08c6b0ad7efc84550",
    transactions: 1, shows: "an XML prolog over an SGML body (unclosed tags), as ANZ serves it",
  },
];
