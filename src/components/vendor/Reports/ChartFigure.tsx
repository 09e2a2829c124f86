import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId, useState, type ReactNode } from 'react';
import { FigureTable, type FigureTableProps } from './FigureTable';

export interface ChartFigureProps {
  title: string;
  /** The figure's total beside the previous range's ('₦48,000 · ▲ 12% on ₦43,000 before'). */
  summary: ReactNode;
  /** The chart (drawn for the eye; its numbers are in the table). */
  chart: ReactNode;
  table: Omit<FigureTableProps, 'caption'>;
  /** Shown instead of the chart when the range holds nothing for it. */
  empty?: string | null;
}

/**
 * A figure of the Reports tab: its title and total, then a chart with its numbers as a visually
 * hidden table (a screen reader reads the table), or that table shown ('Show as table') for the
 * vendor who wants the exact naira.
 */
export function ChartFigure({ title, summary, chart, table, empty = null }: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 1.5, borderRadius: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h3" variant="h4">
          {title}
        </Typography>
        {empty === null && (
          <Button
            size="small"
            color="secondary"
            onClick={() => setAsTable((shown) => !shown)}
            aria-pressed={asTable}
            sx={{ minHeight: 44, flexShrink: 0 }}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </Box>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{summary}</Typography>
      {empty !== null ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : asTable ? (
        <FigureTable caption={title} {...table} />
      ) : (
        <>
          {/* The chart is for the eye; a screen reader reads the same numbers as a table. */}
          <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
            {chart}
          </Box>
          <Box sx={visuallyHidden}>
            <FigureTable caption={title} {...table} />
          </Box>
        </>
      )}
    </Paper>
  );
}
