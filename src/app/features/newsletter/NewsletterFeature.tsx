import { useState } from 'react';
import { Newsletter, type NewsletterStatus } from '../../../components/Newsletter/Newsletter';
import * as API_ERROR_CODES from '../../../domain/apiErrorCodes';
import { loadApi } from '../../api/load';

/** The newsletter form, subscribing for real (POST /api/newsletter). */
export default function NewsletterFeature() {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [errorMessage, setErrorMessage] = useState<string | undefined>(undefined);
  const subscribe = async (email: string) => {
    setStatus('submitting');
    const api = await loadApi();
    try {
      await api.subscribeNewsletter(email);
      setStatus('subscribed');
    } catch (error) {
      if (error instanceof api.ApiError && error.code === API_ERROR_CODES.rateLimited) {
        setErrorMessage('Too many tries. Please wait a minute and try again.');
      } else if (error instanceof api.ApiError && error.code === API_ERROR_CODES.invalidInput) {
        setErrorMessage(Object.values(error.fields)[0] ?? error.detail);
      } else {
        console.error('Newsletter failed', error);
        setErrorMessage(undefined);
      }
      setStatus('error');
    }
  };
  return (
    <Newsletter status={status} errorMessage={errorMessage} onSubscribe={(email) => void subscribe(email)} />
  );
}
