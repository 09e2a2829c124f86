import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_CSV_HEADER, reportCsvFileName, reportCsvRows } from '../../domain/reportCsv';
import {
  previousRange,
  readReportRange,
  reportQuerySchema,
  reportResponseSchema,
  type ReportRange,
} from '../../domain/reports';
import type { Store } from '../db/store';
import { HttpError } from '../plugins/errors';
import type { RouteContext } from './context';
import { errorAnswers } from './schemas';

/** Orders the CSV reads at a time: a page is written before the next is read. */
export const CSV_PAGE = 500;

/**
 * RFC 4180: CRLF between records, quotes around a cell holding a comma, a quote or any line break
 * (the writer quotes a lone LF or CR only when asked: `quoted_match`, else a spreadsheet splits
 * the row); a cell that would start a formula gets a leading ' (`escape_formulas`).
 */
export const csvWriter = () =>
  stringify({ record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ });

/** The range asked for, or a 400 with the domain's `code` (reports.ts). */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }): ReportRange {
  const read = readReportRange(query);
  if (!read.ok) throw new HttpError(400, read.detail, { code: read.code, fields: read.fields });
  return read.range;
}

/** The CSV's lines as arrays, a page of orders at a time, pulled as the socket drains. */
async function* csvRecords(store: Store, range: ReportRange) {
  yield [...REPORT_CSV_HEADER];
  let after: { createdAt: Date; ref: number } | null = null;
  for (;;) {
    const page = await store.reportOrdersPage(range, after, CSV_PAGE);
    for (const order of page) {
      for (const row of reportCsvRows({ ...order, createdAt: order.createdAt.getTime() })) yield row;
    }
    if (page.length < CSV_PAGE) return;
    const last = page.at(-1)!;
    after = { createdAt: last.createdAt, ref: last.ref };
  }
}

/** The Reports tab's calls (issue 31); the vendor's alone, like every /api/vendor call. */
export const vendorReportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store, auth } = ctx;
  app.addHook('preHandler', auth.requireVendor);

  app.get(
    '/api/vendor/reports',
    {
      schema: {
        querystring: reportQuerySchema,
        response: { 200: reportResponseSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const range = rangeOf(request.query);
      const before = previousRange(range);
      const pick = ({ from, to, days }: ReportRange) => ({ from, to, days });
      return {
        range: pick(range),
        previousRange: pick(before),
        current: await store.reportFigures(range),
        previous: await store.reportFigures(before),
      };
    },
  );

  app.get(
    '/api/vendor/reports/orders.csv',
    { schema: { querystring: reportQuerySchema } },
    async (request, reply) => {
      const range = rangeOf(request.query);
      const csv = csvWriter();
      const source = Readable.from(csvRecords(store, range));
      source.on('error', (error) => csv.destroy(error));
      source.pipe(csv);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvFileName(range.from, range.to)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
