import { describe, expect, it } from 'vitest';
import { REPORT_CSV_HEADER, reportCsvRows } from '../../src/domain/reportCsv';
import { csvText } from '../../src/server/routes/vendor-reports';

/** The accountant's CSV writer (issue 31 item 4): quoting by RFC 4180, and formulas kept inert. */
const write = async (records: (string | number)[][]) => csvText(records);

const order = {
  ref: 4242,
  // 23:30 UTC on 30 November is 00:30 on 1 December in Lagos.
  createdAt: Date.UTC(2026, 10, 30, 23, 30),
  status: 'completed' as const,
  customer: 'ada.o',
  paymentMethod: 'cash' as const,
  paymentState: 'paid' as const,
  total: 3500 + 300,
  delivery: true,
  deliveryLocation: 'inside_school',
  items: [
    { id: 1, name: 'Rice, "big" pack', price: 1000, quantity: 2 },
    { id: 2, name: 'Two\nlines\r\nhere\rand', price: 1500, quantity: 1 },
  ],
};

describe('the report CSV', () => {
  it('quotes commas, quotes and line breaks, ends records with CRLF, and writes one row per line', async () => {
    const text = await write([[...REPORT_CSV_HEADER], ...reportCsvRows(order)]);
    expect(text).toBe(
      [
        REPORT_CSV_HEADER.join(','),
        '4242,2026-12-01,00:30,completed,ada.o,cash,paid,delivery,inside_school,"Rice, ""big"" pack",2,1000,2000,300,3800',
        '4242,2026-12-01,00:30,completed,ada.o,cash,paid,delivery,inside_school,"Two\nlines\r\nhere\rand",1,1500,1500,300,3800',
        '',
      ].join('\r\n'),
    );
  });

  it('neutralises every cell that would start a formula, and leaves numbers alone', async () => {
    const hostile = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn', 'Plain\nLF'];
    const text = await write([[...hostile, -5]]);
    const cells = text.replace(/\r\n$/, '');
    expect(cells).toBe(`"'=HYPERLINK(""http://x"")",'+1+1,'-2+3,'@SUM(A1),'\tTab,"'\rReturn","Plain\nLF",-5`);
  });
});
