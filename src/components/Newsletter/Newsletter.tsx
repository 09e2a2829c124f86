import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Form } from '../Form/Form';
import { BusyButton } from '../Form/BusyButton';
import { FormTextField } from '../Form/FormTextField';
import { useZodForm } from '../Form/useZodForm';
import { newsletterRequestSchema } from '../../domain/api';

export type NewsletterStatus = 'idle' | 'submitting' | 'subscribed' | 'error';

export interface NewsletterProps {
  /**
   * idle, submitting (spinner), subscribed (thank-you) or error (see errorMessage).
   * @default 'idle'
   */
  status?: NewsletterStatus;
  /**
   * What went wrong when status is 'error'.
   * @default 'We could not subscribe you. Please try again.'
   */
  errorMessage?: string;
  /** A valid, trimmed email to subscribe. */
  onSubscribe: (email: string) => void;
}

/** The newsletter section (`/#newsletter`): one email field and a subscribe button. */
export function Newsletter({
  status = 'idle',
  errorMessage = 'We could not subscribe you. Please try again.',
  onSubscribe,
}: NewsletterProps) {
  const form = useZodForm(newsletterRequestSchema, { defaultValues: { email: '' } });
  const submitting = status === 'submitting';
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-title"
      className="Bukka-section Bukka-section-yellow"
    >
      <Container maxWidth="sm">
        <Typography id="newsletter-title" component="h2" variant="h2" gutterBottom>
          Newsletter
        </Typography>
        <Typography sx={{ mb: 3 }}>
          New plates, holiday hours and the odd free drink. One email a week, at most.
        </Typography>
        <div className="Bukka-newsletter-card">
          {status === 'subscribed' ? (
            <Alert severity="success" role="status">
              You are subscribed. See you in your inbox!
            </Alert>
          ) : (
            <Form
              form={form}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
              onSubmit={({ email }) => {
                if (!submitting) onSubscribe(email);
              }}
            >
              <FormTextField<{ email: string }>
                name="email"
                label="Email"
                type="email"
                sx={{ flexGrow: 1 }}
                slotProps={{ htmlInput: { autoComplete: 'email' } }}
              />
              <BusyButton
                type="submit"
                color="secondary"
                busy={submitting}
                busyLabel="Subscribing"
                sx={{ mt: { sm: '2px' } }}
              >
                Subscribe
              </BusyButton>
            </Form>
          )}
          {status === 'error' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorMessage}
            </Alert>
          )}
        </div>
      </Container>
    </section>
  );
}
