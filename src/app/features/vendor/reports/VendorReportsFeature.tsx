import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { ReportsPanel } from '../../../../components/vendor/Reports/ReportsPanel';
import { presetRange, type DayRange, type ReportPreset } from '../../../../domain/reportPresets';
import { readReportRange, type ReportResponse } from '../../../../domain/reports';
import { failureDetail } from '../../../api/consoleFailure';
import { downloadOrdersCsv, loadReport } from '../../../api/vendorReports';
import { consoleTokenAtom } from '../../../state/consoleSession';

export interface VendorReportsFeatureProps {
  onDenied: () => void;
}

const FIRST_PRESET: ReportPreset = 'thisWeek';

/**
 * The Reports tab's container (issue 31): the range chosen, its figures read from
 * GET /api/vendor/reports, the CSV downloaded. A lazy chunk of its own (VendorConsole imports it
 * when the tab first opens): the charts' library never loads with the rest of the console.
 */
export default function VendorReportsFeature({ onDenied }: VendorReportsFeatureProps) {
  const token = useAtomValue(consoleTokenAtom);
  const [preset, setPreset] = useState<ReportPreset>(FIRST_PRESET);
  const [range, setRange] = useState<DayRange>(() => presetRange(FIRST_PRESET, Date.now())!);
  const [report, setReport] = useState<ReportResponse | null>(null);
  // The last answer, and the range it answered: the figures are loading while it is another.
  const [answer, setAnswer] = useState<{ key: string; error: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const denied = useRef(onDenied);
  useEffect(() => {
    denied.current = onDenied;
  });

  // A custom range is checked here first (the server's own rule): no call for a range that
  // cannot be served, and its reason at once.
  const asked = readReportRange(range);
  const key = `${range.from}/${range.to}`;
  const loading = asked.ok && answer?.key !== key;
  const error = !asked.ok ? asked.detail : answer?.key === key ? answer.error : '';

  useEffect(() => {
    if (!readReportRange(range).ok) return;
    const abort = new AbortController();
    const answered = `${range.from}/${range.to}`;
    loadReport(token, range, abort.signal).then(
      (figures) => {
        setReport(figures);
        setAnswer({ key: answered, error: '' });
      },
      (err: unknown) => {
        const detail = failureDetail(err, () => denied.current());
        if (detail !== null) setAnswer({ key: answered, error: `The reports could not be read: ${detail}.` });
      },
    );
    return () => abort.abort();
  }, [token, range]);

  const changePreset = (next: ReportPreset) => {
    setPreset(next);
    // 'Custom range' starts from the days shown, for the vendor to move.
    const days = presetRange(next, Date.now());
    if (days) setRange(days);
  };

  const download = () => {
    setDownloading(true);
    setDownloadError('');
    downloadOrdersCsv(token, range)
      .catch((err: unknown) => {
        const detail = failureDetail(err, () => denied.current());
        if (detail !== null) setDownloadError(`The CSV could not be downloaded: ${detail}.`);
      })
      .finally(() => setDownloading(false));
  };

  return (
    <ReportsPanel
      preset={preset}
      range={range}
      report={report}
      loading={loading}
      error={error}
      onPresetChange={changePreset}
      onCustomRangeChange={setRange}
      onDownload={download}
      downloading={downloading}
      downloadError={downloadError}
    />
  );
}
