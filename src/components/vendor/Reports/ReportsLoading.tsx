import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * The Reports tab while its chunk (the charts' library) is on its way: no chart import here, so
 * it shows with the console at once.
 */
export function ReportsLoading() {
  return (
    <Paper
      component="section"
      aria-labelledby="reports-loading-title"
      variant="outlined"
      sx={{ p: 2, borderRadius: 5 }}
    >
      <Typography id="reports-loading-title" component="h2" variant="h2" gutterBottom>
        Reports
      </Typography>
      <Box aria-label="Loading the reports" role="progressbar">
        <Skeleton variant="rounded" height={56} sx={{ mb: 1.5 }} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Paper>
  );
}
