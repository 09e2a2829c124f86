/** The brand: the progress bar's yellow as the accent on a near-black and white base. */
export const brand = {
  yellow: '#FFC107',
  yellowDark: '#C79100',
  ink: '#1A1410',
  inkSoft: '#4A4038',
  cream: '#FFF8E6',
  white: '#FFFFFF',
  red: '#C62828',
  green: '#1B7F3B',
} as const;
