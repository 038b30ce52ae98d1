import type { PassThrough } from 'node:stream';
import type { BankAccountInput } from '@atrium/domain/expense/expense.schemas.ts';
import { referenceCodeOf } from '@atrium/domain/expense/expense-approval.ts';
import type { exportRequestsQuerySchema } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { paiseToRupeesText } from '@atrium/domain/expense/money.ts';
import type { SheetCell } from '@atrium/domain/fields/field-type-parts.ts';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { expenseRequestItems } from '../../platform/db/schema.ts';
import type { ExportColumn, ExportRow } from '../entries-export/export-cells.ts';
import {
  csvSheet,
  drained,
  newOutput,
  type SheetWriter,
  xlsxSheet,
} from '../entries-export/export-writers.ts';
import { expenseCaller } from './expense.caller.ts';
import type { ItemRow, RequestRow } from './requests.repo.ts';
import { type Position, requestConditions, requestPage } from './requests-list.ts';

type ExportQuery = z.output<typeof exportRequestsQuerySchema>;

/** Requests read per round; their items follow in one query. */
const PAGE = 200;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const BENEFICIARY_TYPES: Record<string, string> = { party: 'Party', individual: 'Individual' };

/** One line of the file: a request's columns, then one of its items' (decision 0028). */
function lineOf(request: RequestRow & { cursorAt: string }, item: ItemRow, index: number): ExportRow {
  const account = request.bankAccountSnapshot as BankAccountInput;
  return [
    referenceCodeOf(request.id, request.createdAt),
    request.title,
    request.description,
    `${request.cursorAt.slice(0, 23)}Z`,
    request.createdByName,
    request.status,
    request.approvalState,
    account.account_name,
    account.account_info.account_number,
    account.account_info.ifsc_code,
    String(index + 1),
    item.clubbed ? 'Clubbed expense' : (BENEFICIARY_TYPES[item.beneficiaryType ?? ''] ?? ''),
    (item.clubbed ? item.clubbedTitle : item.beneficiaryName) ?? '',
    item.clubbed ? (item.clubbedDesc ?? '') : '',
    String(item.amount),
    item.decision,
    item.note,
  ];
}

const HEADERS = [
  'Reference',
  'Title',
  'Description',
  'Created At',
  'Created By',
  'Status',
  'Approval',
  'Bank Account',
  'Account Number',
  'IFSC',
  'Item #',
  'Beneficiary Type',
  'Beneficiary / Clubbed Title',
  'Clubbed Description',
  'Amount (₹)',
  'Item Decision',
  'Note',
];
const ITEM_NUMBER = HEADERS.indexOf('Item #');
const AMOUNT = HEADERS.indexOf('Amount (₹)');

/**
 * The columns of a format. Text stays text (the writers neutralise formulas). The amount is rupees: in CSV as
 * plain text with two decimals (1234.50, read as a number by spreadsheets, never a float's 1234.5000001), in
 * XLSX as a number; the item number is a number in both.
 */
function columnsOf(format: ExportQuery['format']): ExportColumn[] {
  return HEADERS.map((header, index) => {
    let cell = (row: ExportRow): SheetCell => row[index] ?? '';
    if (index === ITEM_NUMBER) cell = (row) => Number(row[index]);
    if (index === AMOUNT) {
      cell =
        format === 'csv' ? (row) => paiseToRupeesText(Number(row[index])) : (row) => Number(row[index]) / 100;
    }
    return { header, cell, json: (row) => JSON.stringify(cell(row)) };
  });
}

function itemsOf(db: DbOrTx, requestIds: string[]): Promise<ItemRow[]> {
  return db
    .select()
    .from(expenseRequestItems)
    .where(inArray(expenseRequestItems.requestId, requestIds))
    .orderBy(asc(expenseRequestItems.requestId), asc(expenseRequestItems.position));
}

/** Every request of the filters in the list's order, a page of requests and their items at a time. */
async function writeRequests(
  db: DbOrTx,
  where: ReturnType<typeof requestConditions>,
  sheet: SheetWriter,
  output: PassThrough,
): Promise<void> {
  let position: Position | null = null;
  for (;;) {
    const page = await requestPage(db, where, position, PAGE);
    if (page.length === 0) break;
    const byRequest = new Map<string, ItemRow[]>();
    for (const item of await itemsOf(
      db,
      page.map((request) => request.id),
    )) {
      const items = byRequest.get(item.requestId);
      if (items) items.push(item);
      else byRequest.set(item.requestId, [item]);
    }
    const lines: ExportRow[] = [];
    for (const request of page) {
      (byRequest.get(request.id) ?? []).forEach((item, index) => {
        lines.push(lineOf(request, item, index));
      });
    }
    sheet.rows(lines);
    await drained(output);
    const last = page[page.length - 1];
    if (page.length < PAGE || !last) break;
    position = { at: last.cursorAt, id: last.id };
  }
  await sheet.close();
}

/**
 * The requests of the filters the caller may see (the list's rule: view_all, or view_self for their own) as
 * CSV or XLSX, one row per item, newest request first, streamed. Refusals come before the answer starts.
 */
export async function exportRequests(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  query: ExportQuery,
): Promise<{ stream: PassThrough; fileName: string; contentType: string }> {
  const caller = expenseCaller(auth);
  const where = requestConditions(caller, query);
  const columns = columnsOf(query.format);
  const output = newOutput();
  const sheet =
    query.format === 'csv'
      ? csvSheet(output, columns)
      : await xlsxSheet(output, columns, 'Transfer requests');
  writeRequests(ctx.db, where, sheet, output).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    stream: output,
    fileName: `transfer-requests-${new Date().toISOString().slice(0, 10)}.${query.format}`,
    contentType: CONTENT_TYPES[query.format],
  };
}
