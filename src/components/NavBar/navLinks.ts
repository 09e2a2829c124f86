/** The shell's links (product-spec §2): real anchors, so they work before any script runs. */
export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Our Menu', href: '/#menu' },
  { label: 'About us', href: '/#about' },
  { label: 'Contact', href: '/#contact' },
] as const;
