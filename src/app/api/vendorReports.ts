import { apiErrorSchema } from '../../domain/api';
import { reportResponseSchema, type ReportResponse } from '../../domain/reports';
import type { DayRange } from '../../domain/reportPresets';
import { ApiError, apiUrl, request } from './client';

/**
 * The Reports tab's calls (issue 31), loaded with its own lazy chunk: GET /api/vendor/reports for
 * the figures, and the orders' CSV, which needs the vendor's `Token` header (a plain link cannot
 * send it), so it is fetched and handed to the browser as a file.
 */

const query = ({ from, to }: DayRange) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const loadReport = (token: string, range: DayRange, signal?: AbortSignal): Promise<ReportResponse> =>
  request(`/api/vendor/reports?${query(range)}`, { token, schema: reportResponseSchema, signal });

/** The file name the server gives in its content-disposition (the fallback when it gives none). */
function fileName(disposition: string | null, range: DayRange): string {
  const named = disposition?.match(/filename="([^"]+)"/)?.[1];
  return named ?? `bukka-orders-${range.from}-to-${range.to}.csv`;
}

/** GET /api/vendor/reports/orders.csv, saved through a Blob link; failures as ApiError. */
export async function downloadOrdersCsv(token: string, range: DayRange): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/vendor/reports/orders.csv?${query(range)}`), {
      headers: { Authorization: `Token ${token}`, Accept: 'text/csv' },
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'The network is unreachable');
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.detail, parsed.data.fields, parsed.data.code)
      : new ApiError(response.status, response.statusText || 'Request failed');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('content-disposition'), range);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
