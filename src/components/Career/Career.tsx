import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface CareerProps {
  /**
   * The roles the kitchen is hiring for; none shows that nobody is needed right now.
   * @default ['Kitchen assistant (mornings)', 'Delivery rider (evenings, own bike)']
   */
  openings?: readonly string[];
  /**
   * Where applications go.
   * @default 'jobs@bukka.ng'
   */
  email?: string;
}

/** The career section (`/#career`): open roles and how to apply. */
export function Career({
  openings = ['Kitchen assistant (mornings)', 'Delivery rider (evenings, own bike)'],
  email = 'jobs@bukka.ng',
}: CareerProps) {
  return (
    <section id="career" aria-labelledby="career-title" className="Bukka-section Bukka-section-alt">
      <Container maxWidth="md">
        <Typography id="career-title" component="h2" variant="h2" gutterBottom>
          Work with us
        </Typography>
        {openings.length > 0 ? (
          <>
            <Typography gutterBottom>We are hiring students and neighbours for:</Typography>
            <ul>
              {openings.map((role) => (
                <li key={role}>
                  <Typography>{role}</Typography>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Typography gutterBottom>
            No openings right now, but we keep every message for the next one.
          </Typography>
        )}
        <Box sx={{ display: 'flex', mt: 2 }}>
          <Button variant="contained" href={`mailto:${email}?subject=Work%20at%20Bukka`}>
            Apply by email
          </Button>
        </Box>
      </Container>
    </section>
  );
}
