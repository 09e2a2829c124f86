import { describe, expect, it } from 'vitest';
import { orderStatusSchema } from '../../src/domain/status';
import { spacedPhone, telLink } from '../../src/domain/phone';
import { whatsappLink, whatsappMessage } from '../../src/domain/whatsapp';

// The card's WhatsApp and call links (whatsapp.ts, phone.ts).

describe('WhatsApp and call links', () => {
  it('drops the leading 0 after 234 and names the ref and status', () => {
    const link = whatsappLink({ ref: 1042, status: 'accepted', customer: 'Ada', phoneNumber: '08031234567' });
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/2348031234567');
    expect(url.searchParams.get('text')).toBe(
      'Hello Ada, this is Bukka about your order #1042. Status: accepted (it is being prepared).',
    );
  });

  it('accepts a number already written +234', () => {
    const link = whatsappLink({ ref: 7, status: 'pending', customer: 'B', phoneNumber: '+234 803 123 4567' });
    expect(link.startsWith('https://wa.me/2348031234567?text=')).toBe(true);
  });

  it('names every status', () => {
    for (const status of orderStatusSchema.options) {
      expect(whatsappMessage({ ref: 5, status, customer: 'x' })).toMatch(
        new RegExp(`#5\\. Status: ${status} \\(`),
      );
    }
  });

  it('calls the local number', () => {
    expect(telLink('0803 123 4567')).toBe('tel:08031234567');
  });

  it('shows a number in readable groups', () => {
    expect(spacedPhone('08031234567')).toBe('0803 123 4567');
    expect(spacedPhone('+2348031234567')).toBe('0803 123 4567');
    expect(spacedPhone('12345')).toBe('12345');
  });
});
