import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
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
const CSV_OPTIONS: Options = { record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ };

/** Records as CSV text, each ending in CRLF. */
export const csvText = (records: (string | number)[][]): string => stringify(records, CSV_OPTIONS);

/** The range asked for, or a 400 with the domain's `code` (reports.ts). */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }): ReportRange {
  const read = readReportRange(query);
  if (!read.ok) throw new HttpError(400, read.code, read.detail, { fields: read.fields });
  return read.range;
}

/**
 * The CSV a page of orders at a time, pulled as the socket drains: never the range in memory. A
 * page is written in one go (csv-stringify's sync writer, the same options), not a stream hop per
 * row: the per-row streams held the PostgreSQL export to a few thousand rows a second.
 */
async function* csvPages(store: Store, range: ReportRange) {
  yield csvText([[...REPORT_CSV_HEADER]]);
  let after: { createdAt: Date; ref: number } | null = null;
  for (;;) {
    const page = await store.reportOrdersPage(range, after, CSV_PAGE);
    if (page.length > 0) {
      yield csvText(
        page.flatMap((order) => reportCsvRows({ ...order, createdAt: order.createdAt.getTime() })),
      );
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
      const csv = Readable.from(csvPages(store, range), { objectMode: false });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvFileName(range.from, range.to)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
