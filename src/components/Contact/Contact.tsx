import Box from '@mui/material/Box';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pageGridColumns } from '../../theme/layout';

export interface ContactProps {
  /**
   * The vendor's phone, as written for people.
   * @default '0803 123 4567'
   */
  phone?: string;
  /**
   * The vendor's email.
   * @default 'hello@bukka.ng'
   */
  email?: string;
  /**
   * Where the counter is.
   * @default 'Shop 4, South gate market, opposite the main campus gate'
   */
  address?: string;
  /**
   * Opening hours.
   * @default 'Mon–Sat 9:00–21:00, Sun 12:00–20:00'
   */
  hours?: string;
}

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <span className="Bukka-contact-icon" aria-hidden>
        {icon}
      </span>
      <div>
        <Typography component="h3" variant="h5">
          {title}
        </Typography>
        <Typography>{children}</Typography>
      </div>
    </Box>
  );
}

/** The contact section (`/#contact`): phone, email, the counter and its hours. */
export function Contact({
  phone = '0803 123 4567',
  email = 'hello@bukka.ng',
  address = 'Shop 4, South gate market, opposite the main campus gate',
  hours = 'Mon–Sat 9:00–21:00, Sun 12:00–20:00',
}: ContactProps) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="Bukka-section">
      <Container maxWidth="lg">
        <Typography id="contact-title" component="h2" variant="h2" gutterBottom>
          Contact
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: pageGridColumns(),
            gap: 3,
          }}
        >
          <Box>
            <Row icon={<PhoneIcon />} title="Call or WhatsApp">
              <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
            </Row>
          </Box>
          <Box>
            <Row icon={<EmailOutlinedIcon />} title="Email">
              <Link href={`mailto:${email}`}>{email}</Link>
            </Row>
          </Box>
          <Box>
            <Row icon={<PlaceIcon />} title="Counter">
              {address}
            </Row>
          </Box>
          <Box>
            <Row icon={<ScheduleIcon />} title="Hours">
              {hours}
            </Row>
          </Box>
        </Box>
      </Container>
    </section>
  );
}
