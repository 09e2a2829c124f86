import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** An unknown path (`notFound`), or a page that failed to render or to load. */
export function RouteError({ notFound }: { notFound: boolean }) {
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
