import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface AboutProps {
  /**
   * The paragraphs that tell the kitchen's story.
   * @default three short paragraphs about Bukka
   */
  paragraphs?: readonly string[];
}

const DEFAULT_PARAGRAPHS = [
  'Bukka started as one pot of stir-fry spaghetti outside the South gate. Students kept coming back, so we kept cooking.',
  'Every plate is cooked the same morning: no reheated chicken, no yesterday’s plantain. When the food is gone, it is gone, and the menu says so.',
  'Order on your phone, pay by transfer or cash, and pick up at the counter or have it brought to your hostel or your street in town.',
];

/** The 'About us' section (`/#about`). */
export function About({ paragraphs = DEFAULT_PARAGRAPHS }: AboutProps) {
  return (
    <section id="about" aria-labelledby="about-title" className="Bukka-section Bukka-section-alt">
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            gap: 4,
          }}
        >
          <Box>
            <Typography id="about-title" component="h2" variant="h2">
              About us
            </Typography>
          </Box>
          <Box sx={{ gridColumn: { md: 'span 2' } }}>
            {paragraphs.map((text) => (
              <Typography key={text} component="p" sx={{ fontSize: '1.05rem', mb: 2 }}>
                {text}
              </Typography>
            ))}
          </Box>
        </Box>
      </Container>
    </section>
  );
}
