import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** An unknown path, or a page that failed to load (e.g. a chunk lost to a redeploy). */
export function RouteError() {
  const error = useRouteError();
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  if (error !== undefined && !notFound) console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h2" gutterBottom>
        {notFound ? 'Page not found' : 'Something went wrong'}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {notFound ? 'There is nothing at this address.' : 'Please reload the page and try again.'}
      </Typography>
      <Button variant="contained" href="/">
        Back to the menu
      </Button>
    </Container>
  );
}
