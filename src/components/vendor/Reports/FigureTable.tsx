import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface FigureTableProps {
  caption: string;
  columns: readonly string[];
  /** The first cell of a row is its header (a day, an hour, a package). */
  rows: readonly (readonly ReactNode[])[];
}

/** A figure's numbers as a table: the chart's alternative, and the form of the best sellers. */
export function FigureTable({ caption, columns, rows }: FigureTableProps) {
  return (
    // Scrolls inside itself on a narrow phone rather than widening the page (focusable: a keyboard
    // scrolls it too).
    <TableContainer tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={index === 0 ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align="right">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
