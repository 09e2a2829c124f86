import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { menuPictureSources } from '../../domain/menuPicture';
import { formatNaira } from '../../domain/money';

/**
 * How wide the hero's picture is shown: half the 1200 px row beside the words from 900 px, the
 * screen's width from 600 px, a 96 px plate beside the headline on a phone (issue 29).
 */
const HERO_PICTURE_SIZES =
  '(min-width: 1200px) 552px, (min-width: 900px) calc(50vw - 48px), (min-width: 600px) calc(100vw - 32px), 96px';

export interface HeroProps {
  /**
   * The headline.
   * @default 'Hot plates from our kitchen to your hostel'
   */
  title?: string;
  /**
   * The line under it.
   * @default 'Spaghetti, chicken, plantain and burgers, cooked fresh for campus and town.'
   */
  subtitle?: string;
  /**
   * The picture: a path under public/ with its alt text.
   * @default the Jumbo Package's shipped plate
   */
  image?: { src: string; alt: string };
  /** The menu's lowest price, for 'Plates from ₦…'; 0 or absent leaves the line blank. */
  fromPrice?: number;
}

const JUMBO_PLATE = {
  src: '/food/jumbo-package.webp',
  alt: 'Jumbo Package: spaghetti, sausage, plantain, bottled water and chicken (x2)',
};

/**
 * The top of the home page: a big plate, the promise, and the way to the menu. On a phone it is
 * compact (issue 29): the headline beside a small plate, so the menu's first dishes show on the
 * first screen; the line under it and the two buttons are for wider screens.
 */
export function Hero({
  title = 'Hot plates from our kitchen to your hostel',
  subtitle = 'Spaghetti, chicken, plantain and burgers, cooked fresh for campus and town.',
  image = JUMBO_PLATE,
  fromPrice,
}: HeroProps) {
  const picture = menuPictureSources(image.src);
  return (
    <Box component="section" id="home" aria-labelledby="hero-title" className="Bukka-hero">
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column', md: 'row' },
            alignItems: 'center',
            gap: { xs: 2, sm: 3, md: 6 },
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography component="p" className="Bukka-eyebrow">
              {/* The line keeps its place while blank: nothing below it moves. */}
              {fromPrice ? `Plates from ${formatNaira(fromPrice)}` : '\u00a0'}
            </Typography>
            <Typography id="hero-title" component="h1" variant="h1" sx={{ mb: { xs: 0, sm: 1.5 } }}>
              {title}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem', mb: 3, display: { xs: 'none', sm: 'block' } }}>
              {subtitle}
            </Typography>
            {/* The layout sets the buttons' widths, not their words: when the web fonts arrive
                and the labels re-measure, nothing moves (Lighthouse counted it as layout shift). */}
            <Box
              sx={{ display: { xs: 'none', sm: 'grid' }, gap: 1.5, gridTemplateColumns: 'repeat(2, 13rem)' }}
            >
              <Button variant="contained" size="large" href="/#menu">
                See the menu
              </Button>
              <Button variant="outlined" size="large" href="/#services" className="Bukka-on-dark">
                Pickup or delivery
              </Button>
            </Box>
          </Box>
          <Box sx={{ flex: { xs: '0 0 96px', sm: 1 }, width: '100%' }}>
            {/* The one picture in the first screen: fetched first, never lazily. */}
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.srcSet && HERO_PICTURE_SIZES}
              alt={image.alt}
              width={640}
              height={480}
              className="Bukka-hero-image"
              loading="eager"
              fetchPriority="high"
            />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
