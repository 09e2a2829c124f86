import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * `/vendor`: the kitchen console (DESIGN §7) is a later issue; this lazy route holds its place,
 * outside the storefront's shell (`skipLayout`).
 */
export default function VendorPage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography component="h1" variant="h2" gutterBottom>
        Vendor console
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The kitchen console is on its way. Orders can be managed through the vendor API meanwhile.
      </Typography>
      <Button variant="contained" href="/">
        Back to the storefront
      </Button>
    </Container>
  );
}
