import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DELIVERY_ZONES } from '../../domain/delivery';
import { formatNaira } from '../../domain/money';

export interface ServicesProps {
  /**
   * Whether delivery runs right now (delivery status 'available').
   * @default true
   */
  deliveryAvailable?: boolean;
}

/** The services section (`/#services`): pickup, and delivery with its zones and fees. */
export function Services({ deliveryAvailable = true }: ServicesProps) {
  return (
    <section id="services" aria-labelledby="services-title" className="Bukka-section">
      <Container maxWidth="lg">
        <Typography id="services-title" component="h2" variant="h2" gutterBottom>
          Services
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <StorefrontIcon className="Bukka-service-icon" aria-hidden />
                <Typography component="h3" variant="h4" gutterBottom>
                  Pickup
                </Typography>
                <Typography>
                  Order ahead and skip the queue. We call the phone number on your order when it is ready at
                  the counter. No fee.
                </Typography>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <DeliveryDiningIcon className="Bukka-service-icon" aria-hidden />
                <Typography component="h3" variant="h4" gutterBottom>
                  Delivery
                </Typography>
                {!deliveryAvailable && (
                  <Typography sx={{ fontWeight: 700 }} gutterBottom>
                    Our riders are off right now: pickup only.
                  </Typography>
                )}
                <Typography component="ul" className="Bukka-fees">
                  {DELIVERY_ZONES.map((zone) => (
                    <li key={zone.key}>
                      <span>{zone.label}</span>
                      <strong>{formatNaira(zone.fee)}</strong>
                    </li>
                  ))}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </section>
  );
}
