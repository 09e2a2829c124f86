import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type DayRange,
  type ReportPreset,
} from '../../../domain/reportPresets';
import type { ReportResponse } from '../../../domain/reports';
import { BestSellers } from './BestSellers';
import { HoursChart } from './HoursChart';
import { RefusalsChart } from './RefusalsChart';
import { ReportSummary } from './ReportSummary';
import { TakingsChart } from './TakingsChart';
import { ZoneFees } from './ZoneFees';
import { dayLabel } from './reportFormat';

export interface ReportsPanelProps {
  preset: ReportPreset;
  /** The days asked for (the custom range's inputs show them). */
  range: DayRange;
  /** The server's figures for `range`; null until they first come. */
  report: ReportResponse | null;
  /** A read is on its way (the last figures stay on screen meanwhile). */
  loading: boolean;
  /** Why the figures could not be read (or the custom range cannot be asked for). */
  error: string;
  onPresetChange: (preset: ReportPreset) => void;
  /** The vendor changed a date of the custom range. */
  onCustomRangeChange: (range: DayRange) => void;
  onDownload: () => void;
  downloading: boolean;
  /** Why the CSV could not be downloaded. */
  downloadError: string;
}

const rangeText = ({ from, to, days }: { from: string; to: string; days: number }) =>
  `${dayLabel(from)} ${from.slice(0, 4)} – ${dayLabel(to)} ${to.slice(0, 4)} (${days} ${days === 1 ? 'day' : 'days'})`;

/**
 * The Reports tab (issue 31): a range of Lagos days and its figures, each beside the previous
 * range of equal length; the orders of the range as a CSV for the accountant.
 */
export function ReportsPanel({
  preset,
  range,
  report,
  loading,
  error,
  onPresetChange,
  onCustomRangeChange,
  onDownload,
  downloading,
  downloadError,
}: ReportsPanelProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="reports-title"
      aria-busy={loading}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 5 }}
    >
      <Typography id="reports-title" component="h2" variant="h2" gutterBottom>
        Reports
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <TextField
          select
          label="Range"
          // The phone's own picker: big rows for a thumb, nothing drawn over the page.
          slotProps={{ select: { native: true } }}
          value={preset}
          onChange={(event) => onPresetChange(event.target.value as ReportPreset)}
          sx={{ minWidth: 180 }}
        >
          {REPORT_PRESETS.map((option) => (
            <option key={option} value={option}>
              {REPORT_PRESET_LABELS[option]}
            </option>
          ))}
        </TextField>
        {preset === 'custom' && (
          <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
            <TextField
              type="date"
              label="From"
              value={range.from}
              onChange={(event) => onCustomRangeChange({ ...range, from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <TextField
              type="date"
              label="To"
              value={range.to}
              onChange={(event) => onCustomRangeChange({ ...range, to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
          </Stack>
        )}
      </Stack>
      {report && (
        <Typography sx={{ mb: 1 }}>
          <strong>{rangeText(report.range)}</strong>, beside {rangeText(report.previousRange)}
        </Typography>
      )}
      <Box sx={{ mb: 1.5 }}>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<DownloadIcon />}
          onClick={onDownload}
          disabled={downloading || error !== '' || report === null}
          sx={{ minHeight: 44 }}
        >
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
        {downloadError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {downloadError}
          </Alert>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      {report === null ? (
        error ? null : (
          <Box aria-label="Loading the reports" role="progressbar">
            <Skeleton variant="rounded" height={140} sx={{ mb: 1.5 }} />
            <Skeleton variant="rounded" height={260} />
          </Box>
        )
      ) : (
        <Stack spacing={1.5}>
          <ReportSummary current={report.current.summary} previous={report.previous.summary} />
          <TakingsChart days={report.current.takingsByDay} previousDays={report.previous.takingsByDay} />
          <HoursChart hours={report.current.ordersByHour} previousHours={report.previous.ordersByHour} />
          <BestSellers sellers={report.current.bestSellers} previousSellers={report.previous.bestSellers} />
          <ZoneFees zones={report.current.feesByZone} previousZones={report.previous.feesByZone} />
          <RefusalsChart days={report.current.refusalsByDay} previousDays={report.previous.refusalsByDay} />
        </Stack>
      )}
    </Paper>
  );
}
