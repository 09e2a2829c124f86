import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface MessageRow {
  /** The words, imported from src/domain: never retyped here. */
  text: string;
  /** Where the customer or the vendor reads them. */
  where: string;
}

/** The Writing page's tables: each message as the code holds it, and where it shows. */
export function MessageTable({ rows }: { rows: readonly MessageRow[] }) {
  return (
    <Table size="small" sx={{ my: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>Words</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>Where</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.text}>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.text}</TableCell>
            <TableCell>{row.where}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
