import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
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
  const form = useForm<{ email: string }>({
    resolver: zodResolver(newsletterRequestSchema),
    defaultValues: { email: '' },
  });
  const fieldError = form.formState.errors.email?.message;
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
            <Stack
              component="form"
              noValidate
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
              onSubmit={form.handleSubmit(({ email }) => {
                if (!submitting) onSubscribe(email);
              })}
            >
              <TextField
                label="Email"
                type="email"
                {...form.register('email')}
                error={fieldError !== undefined}
                helperText={fieldError}
                sx={{ flexGrow: 1 }}
                slotProps={{ htmlInput: { autoComplete: 'email' } }}
              />
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                disabled={submitting}
                sx={{ mt: { sm: '2px' } }}
                startIcon={
                  submitting ? (
                    <CircularProgress size={20} color="inherit" aria-label="Subscribing" />
                  ) : undefined
                }
              >
                Subscribe
              </Button>
            </Stack>
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
