import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pageGridColumns } from '../../theme/layout';

export interface SocialLink {
  /** The network's name, read out by screen readers. */
  label: 'Instagram' | 'X' | 'Facebook' | 'WhatsApp';
  href: string;
}

export interface FooterProps {
  /**
   * The vendor's contact phone, as written for people (digits, spaces, +).
   * @default '0803 123 4567'
   */
  phone?: string;
  /**
   * Social profiles, in the order shown.
   * @default Instagram, X, Facebook and WhatsApp at bukka's handles
   */
  socialLinks?: readonly SocialLink[];
  /**
   * The year in the copyright line; pass it so screenshots never change on 1 January.
   * @default the current year
   */
  year?: number;
}

/** The footer's section links (product-spec §2): anchors of the home page. */
export const FOOTER_LINKS = [
  { label: 'About', href: '/#about' },
  { label: 'Career', href: '/#career' },
  { label: 'Contact', href: '/#contact' },
  { label: 'Menu', href: '/#menu' },
  { label: 'Newsletter', href: '/#newsletter' },
  { label: 'Services', href: '/#services' },
] as const;

export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Instagram', href: 'https://instagram.com/bukka' },
  { label: 'X', href: 'https://x.com/bukka' },
  { label: 'Facebook', href: 'https://facebook.com/bukka' },
  { label: 'WhatsApp', href: 'https://wa.me/2348031234567' },
];

const SOCIAL_ICONS: Record<SocialLink['label'], ReactNode> = {
  Instagram: <InstagramIcon />,
  X: <XIcon />,
  Facebook: <FacebookIcon />,
  WhatsApp: <WhatsAppIcon />,
};

/** The foot of every page, on the brand's near-black: section links, social links and the phone. */
export function Footer({
  phone = '0803 123 4567',
  socialLinks = DEFAULT_SOCIAL_LINKS,
  year = new Date().getFullYear(),
}: FooterProps) {
  const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
  return (
    <Box component="footer" className="Bukka-footer">
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: pageGridColumns('repeat(12, minmax(0, 1fr))'),
            gap: 4,
          }}
        >
          <Box sx={{ gridColumn: { sm: 'span 2', md: 'span 5' } }}>
            <Typography component="p" variant="h3" gutterBottom>
              Bukka
            </Typography>
            <Typography variant="body2">
              Hot meal packages and burgers for campus and town, cooked fresh every day.
            </Typography>
          </Box>
          <Box sx={{ gridColumn: { md: 'span 3' } }}>
            <Typography component="h2" variant="h5" gutterBottom>
              Explore
            </Typography>
            <Box component="ul" className="Bukka-footer-links">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} color="inherit">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ gridColumn: { md: 'span 4' } }}>
            <Typography component="h2" variant="h5" gutterBottom>
              Talk to us
            </Typography>
            <Link href={tel} color="inherit" className="Bukka-footer-phone">
              <PhoneIcon fontSize="small" aria-hidden />
              {phone}
            </Link>
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              {socialLinks.map((link) => (
                <IconButton
                  key={link.label}
                  component="a"
                  href={link.href}
                  aria-label={`Bukka on ${link.label}`}
                  color="inherit"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {SOCIAL_ICONS[link.label]}
                </IconButton>
              ))}
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
          © {year} Bukka. All prices in naira (₦).
        </Typography>
      </Container>
    </Box>
  );
}
